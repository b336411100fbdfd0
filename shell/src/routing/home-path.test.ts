import { homePath, loginReturnAddress } from './home-path';

describe('homePath', () => {
  it('is /home for a signed-in learner and /public for a visitor', () => {
    expect(homePath({ id: 'u1' })).toBe('/home');
    expect(homePath(null)).toBe('/public');
    expect(homePath({ id: '' })).toBe('/public');
  });
});

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
