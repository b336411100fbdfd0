import { loginReturnAddress } from './home-path';

describe('loginReturnAddress', () => {
  it('brings a visitor who signs in from a visitor home to /home', () => {
    for (const path of ['/', '/index', '/public?x=1'])
      expect(loginReturnAddress(new URL(`http://portal.test${path}`))).toBe(
        'http://portal.test/home',
      );
  });

  it('brings anyone else back to the page they were on', () => {
    const here = new URL('http://portal.test/commendIndex?k=1#top');
    expect(loginReturnAddress(here)).toBe(here.href);
  });
});
