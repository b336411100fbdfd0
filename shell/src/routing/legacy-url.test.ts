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
      expect(legacyRedirect('/', '', hash)).toBe('/');
      expect(legacyRedirect('/content', '', hash)).toBeNull();
    },
  );

  it('leaves the bare root (its home depends on the session) and other paths alone', () => {
    expect(legacyRedirect('/', '?a=1', '')).toBeNull();
    expect(legacyRedirect('/personalCenter', '', '')).toBeNull();
  });
});
