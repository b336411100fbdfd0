import {
  applyDisplayPrefs,
  cookieDomains,
  displayAttributes,
  parseDisplayPrefs,
  readStoredDisplayPrefs,
  serializeDisplayPrefs,
  storeDisplayPrefs,
} from '@portal/shared/display/device';
import {
  type CursorAid,
  DISPLAY_PREFS_KEY,
  type DisplayPrefs,
  isNormalDisplay,
  NORMAL_DISPLAY,
  displayPrefsOf,
  sameDisplay,
  TEXT_SCALES,
} from '@portal/shared/display';

/** Every choice the learner can make: 2 × 2 × 3 × 3. */
const CURSORS: readonly CursorAid[] = ['none', 'large', 'cross'];
const ALL_PREFS: DisplayPrefs[] = [false, true].flatMap((care) =>
  [false, true].flatMap((contrast) =>
    TEXT_SCALES.flatMap((textScale) =>
      CURSORS.map((cursor) => ({ care, contrast, textScale, cursor })),
    ),
  ),
);

const CARE: DisplayPrefs = { ...NORMAL_DISPLAY, care: true };
const EVERYTHING: DisplayPrefs = {
  care: true,
  contrast: true,
  textScale: 150,
  cursor: 'large',
};

/**
 * The JSDOM behind this test's window (vitest's jsdom environment exposes
 * it): reconfigure moves the document to another host, whose cookie rules
 * (public suffixes, host-only cookies) its cookie jar then applies.
 */
const dom = (
  globalThis as unknown as {
    jsdom: { reconfigure(options: { url: string }): void };
  }
).jsdom;
const START_URL = window.location.href;

function visit(host: string): void {
  dom.reconfigure({ url: `http://${host}/` });
}

/** The values of every portal-display cookie this page can see. */
function displayCookies(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${DISPLAY_PREFS_KEY}=`))
    .map((pair) => pair.slice(DISPLAY_PREFS_KEY.length + 1));
}

/** Removes the cookie from the host and from every domain above it. */
function clearDisplayCookies(): void {
  const host = window.location.hostname;
  for (const domain of [undefined, host, ...cookieDomains(host)])
    document.cookie =
      `${DISPLAY_PREFS_KEY}=; Path=/; Max-Age=0` +
      (domain ? `; Domain=${domain}` : '');
}

describe('serializeDisplayPrefs / parseDisplayPrefs', () => {
  it('round-trips every combination, each to its own text', () => {
    expect(ALL_PREFS).toHaveLength(36);
    const texts = new Set<string>();
    for (const prefs of ALL_PREFS) {
      const text = serializeDisplayPrefs(prefs);
      texts.add(text);
      expect(parseDisplayPrefs(text)).toEqual(prefs);
      // Safe in a cookie as it is: no separator or character to escape.
      expect(encodeURIComponent(text)).toBe(text);
    }
    expect(texts.size).toBe(36);
  });

  it('writes normal as the empty text, and only normal', () => {
    expect(serializeDisplayPrefs(NORMAL_DISPLAY)).toBe('');
    for (const prefs of ALL_PREFS)
      expect(serializeDisplayPrefs(prefs) === '').toBe(isNormalDisplay(prefs));
    expect(serializeDisplayPrefs(EVERYTHING)).toBe('care.contrast.t150.large');
  });

  it.each([
    null,
    undefined,
    '',
    'garbage',
    'CARE.Contrast',
    'care contrast',
    'care,contrast',
    't100',
    't120',
    't200.t75',
    'largest.crosshair',
    '{"care":true}',
    '....',
    '%E0%A4%A',
  ])('reads %j as normal', (text) => {
    expect(parseDisplayPrefs(text)).toEqual(NORMAL_DISPLAY);
  });

  it('keeps the known parts of a text with unknown ones', () => {
    expect(parseDisplayPrefs('future-mode.care.t125.zoom')).toEqual({
      ...NORMAL_DISPLAY,
      care: true,
      textScale: 125,
    });
  });
});

describe('cookieDomains', () => {
  it('lists the parent domains of a tenant host, widest first', () => {
    expect(cookieDomains('a.b.example.gov.cn')).toEqual([
      'cn',
      'gov.cn',
      'example.gov.cn',
      'b.example.gov.cn',
    ]);
  });

  it('lists localhost above a local tenant host', () => {
    expect(cookieDomains('001-001-043.localhost')).toEqual(['localhost']);
  });

  it('has no parent domain for localhost or an IP address', () => {
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
    expect(cookieDomains('::1')).toEqual([]);
  });
});

describe('storeDisplayPrefs / readStoredDisplayPrefs', () => {
  afterEach(() => {
    clearDisplayCookies();
    localStorage.clear();
    visit(new URL(START_URL).host);
  });

  it.each(['a.b.example.gov.cn', '001-001-043.localhost', 'localhost'])(
    'on %s keeps exactly one cookie, and normal removes it',
    (host) => {
      visit(host);
      for (const prefs of [CARE, EVERYTHING, EVERYTHING, CARE, CARE]) {
        storeDisplayPrefs(prefs);
        expect(displayCookies()).toEqual([serializeDisplayPrefs(prefs)]);
        expect(localStorage.getItem(DISPLAY_PREFS_KEY)).toBe(
          serializeDisplayPrefs(prefs),
        );
        expect(readStoredDisplayPrefs()).toEqual(prefs);
      }
      storeDisplayPrefs(NORMAL_DISPLAY);
      expect(displayCookies()).toEqual([]);
      expect(localStorage.getItem(DISPLAY_PREFS_KEY)).toBeNull();
      expect(readStoredDisplayPrefs()).toEqual(NORMAL_DISPLAY);
    },
  );

  it('shares the choice with the other tenants of the domain', () => {
    visit('a.b.example.gov.cn');
    storeDisplayPrefs(EVERYTHING);
    storeDisplayPrefs(EVERYTHING);
    localStorage.clear();
    // The widest domain the browser accepts: gov.cn is a public suffix.
    for (const tenant of ['c.b.example.gov.cn', 'portal.example.gov.cn']) {
      visit(tenant);
      expect(displayCookies()).toEqual(['care.contrast.t150.large']);
      expect(readStoredDisplayPrefs()).toEqual(EVERYTHING);
    }
    visit('other.gov.cn');
    expect(displayCookies()).toEqual([]);

    // A reset on one tenant is a reset on all of them.
    visit('portal.example.gov.cn');
    storeDisplayPrefs(NORMAL_DISPLAY);
    visit('a.b.example.gov.cn');
    expect(displayCookies()).toEqual([]);
    expect(readStoredDisplayPrefs()).toEqual(NORMAL_DISPLAY);
  });

  it('replaces a cookie left on the host or on a narrower domain', () => {
    visit('a.b.example.gov.cn');
    document.cookie = `${DISPLAY_PREFS_KEY}=contrast; Path=/`;
    document.cookie = `${DISPLAY_PREFS_KEY}=t125; Path=/; Domain=b.example.gov.cn`;
    expect(displayCookies()).toHaveLength(2);
    storeDisplayPrefs(CARE);
    expect(displayCookies()).toEqual(['care']);
    visit('portal.example.gov.cn');
    expect(displayCookies()).toEqual(['care']);
  });

  it('keeps a host cookie where no parent domain is accepted', () => {
    visit('001-001-043.localhost');
    storeDisplayPrefs(CARE);
    // Domain=localhost is refused, so the cookie is the host's own.
    visit('001-001-044.localhost');
    expect(displayCookies()).toEqual([]);
    visit('001-001-043.localhost');
    expect(displayCookies()).toEqual(['care']);
  });

  it('reads the local copy where the browser keeps no cookies', () => {
    visit('localhost');
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    localStorage.setItem(DISPLAY_PREFS_KEY, 'contrast.t125');
    expect(readStoredDisplayPrefs()).toEqual({
      ...NORMAL_DISPLAY,
      contrast: true,
      textScale: 125,
    });

    storeDisplayPrefs(EVERYTHING);
    clearDisplayCookies();
    expect(displayCookies()).toEqual([]);
    expect(readStoredDisplayPrefs()).toEqual(EVERYTHING);
    vi.restoreAllMocks();
  });

  it('ignores an older local copy once the shared cookie is gone (a reset on another tenant)', () => {
    visit('localhost');
    localStorage.setItem(DISPLAY_PREFS_KEY, 'care');
    expect(readStoredDisplayPrefs()).toEqual(NORMAL_DISPLAY);
  });

  it('prefers the cookie to the local copy', () => {
    visit('localhost');
    localStorage.setItem(DISPLAY_PREFS_KEY, 'contrast');
    document.cookie = `${DISPLAY_PREFS_KEY}=care; Path=/`;
    expect(readStoredDisplayPrefs()).toEqual(CARE);
  });

  it('reads normal when nothing is stored', () => {
    visit('localhost');
    expect(readStoredDisplayPrefs()).toEqual(NORMAL_DISPLAY);
  });

  it('reads a cookie it cannot decode as no cookie, not as an error', () => {
    visit('localhost');
    document.cookie = `${DISPLAY_PREFS_KEY}=%E0%A4%A; Path=/`;
    expect(readStoredDisplayPrefs()).toEqual(NORMAL_DISPLAY);
    // Storing again replaces the broken cookie.
    storeDisplayPrefs(EVERYTHING);
    expect(displayCookies()).toEqual(['care.contrast.t150.large']);
  });

  it('still keeps the cookie when storage is unavailable', () => {
    visit('localhost');
    const setItem = vi
      .spyOn(Storage.prototype, 'setItem')
      .mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
    try {
      expect(() => storeDisplayPrefs(CARE)).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
    expect(displayCookies()).toEqual(['care']);
    expect(readStoredDisplayPrefs()).toEqual(CARE);
  });
});

describe('applyDisplayPrefs', () => {
  const root = document.documentElement;
  const MARKS = [
    'data-care',
    'data-contrast',
    'data-cursor',
    'data-text-scale',
  ];

  function marks(): Record<string, string | null> {
    return {
      ...Object.fromEntries(
        MARKS.map((name) => [name, root.getAttribute(name)]),
      ),
      scale: root.style.getPropertyValue('--portal-text-scale') || null,
    };
  }

  afterEach(() => applyDisplayPrefs(NORMAL_DISPLAY));

  it('marks <html> so that the first load reads back every choice', () => {
    for (const prefs of ALL_PREFS) {
      applyDisplayPrefs(prefs);
      expect(displayPrefsOf()).toEqual(prefs);
    }
    applyDisplayPrefs(NORMAL_DISPLAY);
    expect(displayPrefsOf()).toEqual(NORMAL_DISPLAY);
    // Marks the early script never writes read as the normal view.
    root.setAttribute('data-text-scale', '300');
    root.setAttribute('data-cursor', 'huge');
    expect(displayPrefsOf()).toEqual(NORMAL_DISPLAY);
    root.removeAttribute('data-text-scale');
    root.removeAttribute('data-cursor');
  });

  it('marks <html> with every part of the choice', () => {
    applyDisplayPrefs(EVERYTHING);
    expect(marks()).toEqual({
      'data-care': '',
      'data-contrast': '',
      'data-cursor': 'large',
      'data-text-scale': '150',
      scale: '1.5',
    });
    expect(root.matches('[data-care][data-contrast]')).toBe(true);

    applyDisplayPrefs({ ...NORMAL_DISPLAY, textScale: 125, cursor: 'cross' });
    expect(marks()).toEqual({
      'data-care': null,
      'data-contrast': null,
      'data-cursor': 'cross',
      'data-text-scale': '125',
      scale: '1.25',
    });
  });

  it('gives the render tier the same marks it puts on the page', () => {
    for (const prefs of ALL_PREFS) {
      applyDisplayPrefs(prefs);
      const expected = Object.fromEntries(
        Object.entries(marks()).filter(
          ([name, value]) => name !== 'scale' && value !== null,
        ),
      );
      expect(displayAttributes(prefs)).toEqual(expected);
    }
    expect(displayAttributes(NORMAL_DISPLAY)).toEqual({});
  });

  it('leaves no trace for normal, whatever was on before', () => {
    for (const prefs of ALL_PREFS) {
      applyDisplayPrefs(prefs);
      expect(marks()['data-care'] !== null).toBe(prefs.care);
      expect(marks()['data-contrast'] !== null).toBe(prefs.contrast);
      applyDisplayPrefs(NORMAL_DISPLAY);
      expect(MARKS.filter((name) => root.hasAttribute(name))).toEqual([]);
      expect(root.style.getPropertyValue('--portal-text-scale')).toBe('');
    }
  });

  it('marks the element it is given', () => {
    const other = document.createElement('div');
    applyDisplayPrefs(CARE, other);
    expect(other.hasAttribute('data-care')).toBe(true);
    expect(root.hasAttribute('data-care')).toBe(false);
  });
});

describe('sameDisplay', () => {
  it('is true only for the same choice', () => {
    for (const a of ALL_PREFS)
      for (const b of ALL_PREFS)
        expect(sameDisplay(a, b)).toBe(
          serializeDisplayPrefs(a) === serializeDisplayPrefs(b),
        );
  });
});
