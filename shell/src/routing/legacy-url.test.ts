import { legacyRedirect } from './legacy-url';

describe('legacyRedirect', () => {
  it('turns hash links into history paths', () => {
    expect(legacyRedirect('/content', '', '#/commendIndex?x=1')).toBe(
      '/commendIndex?x=1',
    );
    expect(legacyRedirect('/', '', '#/operateGuide')).toBe('/operateGuide');
  });

  it.each(['#//evil.example', '#/\\evil.example', '#/\t/evil.example'])(
    'never leaves the portal for %s',
    (hash) => {
      expect(legacyRedirect('/', '', hash)).toBe('/index');
      expect(legacyRedirect('/content', '', hash)).toBeNull();
    },
  );

  it('sends the root to /index and leaves other paths alone', () => {
    expect(legacyRedirect('/', '?a=1', '')).toBe('/index?a=1');
    expect(legacyRedirect('/personalCenter', '', '')).toBeNull();
  });
});
