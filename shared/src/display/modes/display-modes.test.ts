import type { ThemeConfig } from 'antd';
// The design-token reader is not part of the facade apps import antd by.
import theme from 'antd/es/theme';

import {
  DISPLAY_PREFS_KEY,
  type DisplayPrefs,
  NORMAL_DISPLAY,
  TEXT_SCALES,
} from '@portal/shared/display';
import {
  DISPLAY_MODES_CSS,
  displayTheme,
  installDisplayModes,
  setDisplayPrefs,
} from '@portal/shared/display/modes';
import {
  appStore,
  displayPrefsAtom,
  displayThemeAtom,
} from '@portal/shared/state';
import type { SiteConfig } from '@portal/shared/types';
import { tenantTheme } from '@portal/shared/ui';

const TENANTS = {
  red: tenantTheme({ lastSysParamValue: 'N' } as SiteConfig),
  blue: tenantTheme({ lastSysParamValue: 'blue' } as SiteConfig),
};
const TENANT_CASES = Object.entries(TENANTS);

const CARE: DisplayPrefs = { ...NORMAL_DISPLAY, care: true };
const CONTRAST: DisplayPrefs = { ...NORMAL_DISPLAY, contrast: true };

type Token = NonNullable<ThemeConfig['token']>;

function tokenOf(config: ThemeConfig): Token {
  return config.token ?? {};
}

function numberToken(token: Token, key: keyof Token): number {
  const value = token[key];
  if (typeof value !== 'number') throw new Error(`${key} is not a number`);
  return value;
}

// --- WCAG 2.x contrast ---------------------------------------------------

type Rgba = [number, number, number, number];

/** '#rgb', '#rrggbb', '#rrggbbaa', 'rgb(…)' or 'rgba(…)'. */
function parseColour(text: string): Rgba {
  const colour = text.trim().toLowerCase();
  const hex = /^#([\da-f]{3}|[\da-f]{6}|[\da-f]{8})$/.exec(colour)?.[1];
  if (hex) {
    const full =
      hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r = NaN, g = NaN, b = NaN, a = 255] = (full.match(/../g) ?? []).map(
      (pair) => parseInt(pair, 16),
    );
    return [r, g, b, a / 255];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(colour)?.[1];
  if (fn) {
    const [r = NaN, g = NaN, b = NaN, a = 1] = fn.split(/[\s,/]+/).map(Number);
    if ([r, g, b, a].every(Number.isFinite)) return [r, g, b, a];
  }
  throw new Error(`not a colour: ${text}`);
}

/** The colour as drawn over an opaque background. */
function over(colour: string, background: string): [number, number, number] {
  const [r, g, b, a] = parseColour(colour);
  const [br, bg, bb] = parseColour(background);
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
}

/** WCAG 2.x relative luminance of an opaque sRGB colour (0–255 channels). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrastRatio(text: string, background: string): number {
  const fore = luminance(over(text, background));
  const back = luminance(over(background, '#ffffff'));
  return (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
}

/** WCAG 2.1 1.4.6 (AAA) for body text. */
const AAA = 7;
const WHITE = '#ffffff';
/** The portal's page grey. */
const PAGE_GREY = '#f5f6f8';

/** Each colour below AAA on each background, as 'name on background: ratio'. */
function belowAAA(
  colours: Record<string, string>,
  backgrounds: readonly string[],
): string[] {
  return Object.entries(colours).flatMap(([name, colour]) =>
    backgrounds
      .map((background) => ({
        background,
        ratio: contrastRatio(colour, background),
      }))
      .filter(({ ratio }) => ratio < AAA)
      .map(
        ({ background, ratio }) =>
          `${name} ${colour} on ${background}: ${ratio.toFixed(2)}`,
      ),
  );
}

/** The named tokens, each required to be a colour. */
function colours(
  source: Record<string, unknown> | undefined,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = source?.[name];
      if (typeof value !== 'string')
        throw new Error(`${name} is missing: ${String(value)}`);
      return [name, value];
    }),
  );
}

/** The text colours the contrast mode sets. */
const TEXT_TOKENS = [
  'colorText',
  'colorTextHeading',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextQuaternary',
  'colorTextPlaceholder',
  'colorLink',
  'colorLinkHover',
  'colorPrimary',
  'colorPrimaryHover',
  'colorError',
  'colorSuccess',
  'colorWarning',
  'colorInfo',
] as const;

/** Every colour a component's tokens set, bar backgrounds and borders. */
function componentTextColours(
  config: ThemeConfig,
  name: 'Tag' | 'Typography',
): Record<string, string> {
  const component: object = config.components?.[name] ?? {};
  return Object.fromEntries(
    Object.entries(component).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        !/^color(Bg|Border)/.test(entry[0]) &&
        /^color|\d$/.test(entry[0]),
    ),
  );
}

/** The text colours antd derives from the tokens (what it really draws). */
function derivedTextColours(config: ThemeConfig): Record<string, string> {
  const token = theme.getDesignToken(config);
  return Object.fromEntries(
    Object.entries(token).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        /^color.*(Text|Link)/.test(entry[0]) &&
        // White text on solid accents, and backgrounds: checked apart.
        !/LightSolid|^colorBg/.test(entry[0]),
    ),
  );
}

// --- tests -----------------------------------------------------------------

describe('installDisplayModes', () => {
  beforeEach(() => {
    document.getElementById('portal-display-modes')?.remove();
    appStore.set(displayThemeAtom, null);
  });

  it('puts one stylesheet in the head and the tokens in the store', () => {
    installDisplayModes();
    installDisplayModes();
    const styles = document.querySelectorAll('style#portal-display-modes');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.parentElement).toBe(document.head);
    expect(styles[0]?.textContent).toBe(DISPLAY_MODES_CSS);
    expect(appStore.get(displayThemeAtom)?.theme).toBe(displayTheme);
  });

  it('keeps a theme function already in the store', () => {
    const own = { theme: (base: ThemeConfig) => base };
    appStore.set(displayThemeAtom, own);
    installDisplayModes();
    expect(appStore.get(displayThemeAtom)).toBe(own);
  });
});

describe('setDisplayPrefs', () => {
  const root = document.documentElement;

  afterEach(() => setDisplayPrefs(NORMAL_DISPLAY));

  it('stores the choice, marks <html> and tells every root', () => {
    document.getElementById('portal-display-modes')?.remove();
    appStore.set(displayThemeAtom, null);
    const prefs: DisplayPrefs = {
      care: true,
      contrast: true,
      textScale: 125,
      cursor: 'large',
    };
    setDisplayPrefs(prefs);

    expect(appStore.get(displayPrefsAtom)).toEqual(prefs);
    expect(root.hasAttribute('data-care')).toBe(true);
    expect(root.hasAttribute('data-contrast')).toBe(true);
    expect(root.getAttribute('data-cursor')).toBe('large');
    expect(root.getAttribute('data-text-scale')).toBe('125');
    expect(root.style.getPropertyValue('--portal-text-scale')).toBe('1.25');
    expect(document.cookie).toContain(
      `${DISPLAY_PREFS_KEY}=care.contrast.t125.large`,
    );
    expect(localStorage.getItem(DISPLAY_PREFS_KEY)).toBe(
      'care.contrast.t125.large',
    );
    expect(document.querySelectorAll('#portal-display-modes')).toHaveLength(1);

    // What the shared providers compute from the two atoms.
    const drawn = appStore
      .get(displayThemeAtom)
      ?.theme(TENANTS.blue, appStore.get(displayPrefsAtom));
    expect(drawn?.token?.fontSize).toBe(Math.round(18 * 1.25));
    expect(drawn?.token?.colorPrimary).toBe('#003a70');
  });

  it('takes every trace away when set back to normal', () => {
    setDisplayPrefs({ ...CARE, cursor: 'cross', textScale: 150 });
    setDisplayPrefs(NORMAL_DISPLAY);
    expect(appStore.get(displayPrefsAtom)).toEqual(NORMAL_DISPLAY);
    for (const name of [
      'data-care',
      'data-contrast',
      'data-cursor',
      'data-text-scale',
    ])
      expect(root.hasAttribute(name)).toBe(false);
    expect(root.style.getPropertyValue('--portal-text-scale')).toBe('');
    expect(document.cookie).not.toContain(`${DISPLAY_PREFS_KEY}=`);
    expect(localStorage.getItem(DISPLAY_PREFS_KEY)).toBeNull();
    // The normal view draws the tenant's theme as it is.
    expect(
      appStore.get(displayThemeAtom)?.theme(TENANTS.red, NORMAL_DISPLAY),
    ).toEqual(TENANTS.red);
  });
});

describe('displayTheme: 长者模式 (care)', () => {
  it.each(TENANT_CASES)(
    'meets the MIIT sizes for the %s tenant at every text scale',
    (_tenant, base) => {
      let previous: Token | null = null;
      for (const textScale of TEXT_SCALES) {
        const config = displayTheme(base, { ...CARE, textScale });
        // What antd derives from it, the way the providers hand it over.
        const token = theme.getDesignToken(config);
        expect(token.fontSize).toBeGreaterThanOrEqual(18);
        expect(token.fontSizeSM).toBeGreaterThanOrEqual(18);
        expect(token.fontSizeHeading1).toBeGreaterThanOrEqual(30);
        for (const heading of [
          token.fontSizeHeading2,
          token.fontSizeHeading3,
          token.fontSizeHeading4,
          token.fontSizeHeading5,
        ])
          expect(heading).toBeGreaterThanOrEqual(24);
        expect(token.controlHeight).toBeGreaterThanOrEqual(44);
        expect(token.controlHeightSM).toBeGreaterThanOrEqual(44);
        expect(token.controlHeightLG).toBeGreaterThanOrEqual(60);
        // Motion stops through the stylesheet: antd remounts a root when
        // the motion token changes.
        expect(config.token?.motion).toBeUndefined();
        // The tenant's colours stay.
        expect(token.colorPrimary).toBe(
          String(base.token?.colorPrimary).toLowerCase(),
        );

        const own = tokenOf(config);
        if (previous)
          for (const key of [
            'fontSize',
            'fontSizeLG',
            'fontSizeHeading1',
            'fontSizeHeading3',
          ] as const)
            expect(numberToken(own, key)).toBeGreaterThan(
              numberToken(previous, key),
            );
        previous = own;
      }
    },
  );

  it('scales the text without the care mode, from the normal sizes', () => {
    const base = TENANTS.red;
    const sizes = TEXT_SCALES.map((textScale) =>
      theme.getDesignToken(
        displayTheme(base, { ...NORMAL_DISPLAY, textScale }),
      ),
    );
    expect(sizes.map((token) => token.fontSize)).toEqual([14, 18, 21]);
    expect(sizes.map((token) => token.fontSizeHeading1)).toEqual([38, 48, 57]);
    // Larger text only: the controls keep the tenant's sizes.
    const normal = theme.getDesignToken(base);
    for (const token of sizes)
      expect(token.controlHeight).toBe(normal.controlHeight);
  });

  it.each(TENANT_CASES)(
    'gives the %s tenant its own theme, unchanged, in the normal view',
    (_tenant, base) => {
      const config = displayTheme(base, NORMAL_DISPLAY);
      expect(config).toEqual(base);
      const drawn = theme.getDesignToken(config);
      const plain = theme.getDesignToken(base);
      for (const key of [
        'fontSize',
        'fontSizeHeading1',
        'controlHeight',
        'controlHeightLG',
        'colorTextSecondary',
      ] as const)
        expect(drawn[key]).toBe(plain[key]);
    },
  );
});

describe('displayTheme: 高对比度 (contrast)', () => {
  it('measures contrast the way WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // rgba(0,0,0,.45), antd's secondary text on white, is #8c8c8c: 3.4:1.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(
      contrastRatio('#8c8c8c', '#ffffff'),
      1,
    );
  });

  it("fails the normal theme's secondary text on the page grey", () => {
    const normal = tokenOf(TENANTS.red);
    const failures = belowAAA(colours(normal, ['colorTextSecondary']), [
      WHITE,
      PAGE_GREY,
    ]);
    // #595959: 7.0:1 on white, 6.5:1 on #f5f6f8.
    expect(failures).toEqual([
      expect.stringMatching(/^colorTextSecondary #595959 on #f5f6f8: 6\.\d\d$/),
    ]);
  });

  it.each(TENANT_CASES)(
    'puts every text colour at 7:1 or more for the %s tenant',
    (_tenant, base) => {
      const config = displayTheme(base, CONTRAST);
      const backgrounds = [WHITE, PAGE_GREY];
      expect(
        belowAAA(colours(tokenOf(config), TEXT_TOKENS), backgrounds),
      ).toEqual([]);
      for (const name of ['Tag', 'Typography'] as const) {
        const status = componentTextColours(config, name);
        for (const key of ['colorSuccess', 'colorWarning', 'green7', 'gold7'])
          expect(status).toHaveProperty(key);
        expect(belowAAA(status, backgrounds)).toEqual([]);
      }
      // Every text colour antd derives, hover and active states too.
      const derived = derivedTextColours(config);
      expect(Object.keys(derived).length).toBeGreaterThan(20);
      expect(belowAAA(derived, backgrounds)).toEqual([]);
      // A darker shade of the tenant's own accent, not another tenant's.
      const [r, , b] = parseColour(String(config.token?.colorPrimary));
      const [baseR, , baseB] = parseColour(String(base.token?.colorPrimary));
      expect(r > b).toBe(baseR > baseB);
      expect(config.token?.colorPrimary).not.toBe(base.token?.colorPrimary);
    },
  );

  it.each(TENANT_CASES)(
    'puts text at 7:1 or more on the tinted and solid surfaces for the %s tenant',
    (_tenant, base) => {
      const token = theme.getDesignToken(displayTheme(base, CONTRAST));
      const pairs: [string, string, string][] = [
        ['white on colorPrimary', '#ffffff', token.colorPrimary],
        ['white on colorError', '#ffffff', token.colorError],
        [
          'colorPrimary on the selected item',
          token.colorPrimary,
          token.controlItemBgActive,
        ],
        [
          'colorPrimary on the selected item, hovered',
          token.colorPrimary,
          token.controlItemBgActiveHover,
        ],
      ];
      for (const status of ['Primary', 'Success', 'Warning', 'Info', 'Error']) {
        const record = token as unknown as Record<string, string | undefined>;
        const text = record[`color${status}Text`] ?? 'missing';
        for (const bg of ['Bg', 'BgHover']) {
          const background = record[`color${status}${bg}`] ?? 'missing';
          pairs.push(
            [`color${status}Text on color${status}${bg}`, text, background],
            [`colorText on color${status}${bg}`, token.colorText, background],
          );
        }
      }
      const failures = pairs
        .map(([name, text, background]) => ({
          name: `${name} (${text} on ${background})`,
          ratio: contrastRatio(text, background),
        }))
        .filter(({ ratio }) => ratio < AAA)
        .map(({ name, ratio }) => `${name}: ${ratio.toFixed(2)}`);
      expect(failures).toEqual([]);
    },
  );

  it('draws thick focus outlines and a white page', () => {
    const token = theme.getDesignToken(displayTheme(TENANTS.red, CONTRAST));
    expect(token.lineWidthFocus).toBeGreaterThanOrEqual(3);
    expect(token.colorBgLayout.toLowerCase()).toMatch(/^#fff(fff)?$/);
  });
});

describe('DISPLAY_MODES_CSS', () => {
  /** The source's rules, as selector and declarations, without a parser. */
  const SOURCE_RULES = [
    ...DISPLAY_MODES_CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g),
  ].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    declarations: body
      .split(/;(?=\s*(?:--)?[a-z-]+\s*:)|;\s*$/)
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return {
          property: declaration.slice(0, colon).trim(),
          value: declaration.slice(colon + 1).trim(),
        };
      }),
  }));

  function parsedRules(): CSSStyleRule[] {
    installDisplayModes();
    const style = document.getElementById('portal-display-modes');
    if (!(style instanceof HTMLStyleElement) || !style.sheet)
      throw new Error('the stylesheet is not on the page');
    return [...style.sheet.cssRules].map((rule) => {
      if (!(rule instanceof CSSStyleRule))
        throw new Error(`not a style rule: ${rule.cssText}`);
      return rule;
    });
  }

  it('parses every rule and every declaration', () => {
    expect(SOURCE_RULES.length).toBeGreaterThan(10);
    expect(DISPLAY_MODES_CSS.split('}').length - 1).toBe(SOURCE_RULES.length);
    const rules = parsedRules();
    // A rule the parser cannot read is dropped, as a browser drops it.
    expect(rules).toHaveLength(SOURCE_RULES.length);
    rules.forEach((rule, index) => {
      const source = SOURCE_RULES[index] ?? { selector: '', declarations: [] };
      expect(rule.selectorText).toBe(source.selector.replace(/\s+/g, ' '));
      // A selector the engine does not know throws (a browser would drop
      // the whole rule).
      expect(() => document.querySelectorAll(rule.selectorText)).not.toThrow();
      for (const { property, value } of source.declarations) {
        expect(value, `${source.selector} { ${property} }`).not.toBe('');
        expect(
          rule.style.getPropertyValue(property),
          `${source.selector} { ${property}: ${value} }`,
        ).not.toBe('');
      }
    });
  });

  it('has rules for each mark applyDisplayPrefs puts on <html>', () => {
    const selectors = parsedRules().map((rule) => rule.selectorText);
    for (const mark of [
      'html[data-care]',
      'html[data-contrast]',
      'html[data-cursor="large"]',
      'html[data-text-scale]',
    ])
      expect(
        selectors.some((selector) => selector.startsWith(mark)),
        mark,
      ).toBe(true);
  });

  describe('matching a page', () => {
    const root = document.documentElement;

    beforeAll(() => {
      document.body.innerHTML = `
        <main>
          <h1 id="h1">标题</h1>
          <h3 id="h3">小标题</h3>
          <p id="text">正文 <span id="date" style="font-size: 13px">2024-01-01</span></p>
          <svg id="icon"><text id="glyph">图</text></svg>
          <div class="ant-statistic-content" id="figure">12</div>
          <button id="button">保存</button>
          <a id="link" href="#">链接</a>
        </main>`;
    });

    afterEach(() => setDisplayPrefs(NORMAL_DISPLAY));
    afterAll(() => {
      document.body.innerHTML = '';
    });

    /** The ids of the elements some rule reaches, by a declared property. */
    function reached(property: string): string[] {
      const selectors = parsedRules()
        .filter((rule) => rule.style.getPropertyValue(property) !== '')
        .map((rule) => rule.selectorText);
      return [...document.querySelectorAll('body [id]')]
        .filter((element) =>
          selectors.some((selector) => element.matches(selector)),
        )
        .map((element) => element.id);
    }

    it('reaches nothing in the normal view', () => {
      setDisplayPrefs(NORMAL_DISPLAY);
      for (const rule of parsedRules())
        expect(document.querySelectorAll(rule.selectorText)).toHaveLength(0);
    });

    it('sizes the text, not the icons, figures or headings, in care mode', () => {
      setDisplayPrefs(CARE);
      const rules = parsedRules();
      const textRule = rules.find((rule) =>
        rule.style
          .getPropertyValue('font-size')
          .includes('var(--portal-text-min)'),
      );
      const text = textRule?.selectorText ?? '';
      const matching = [...document.querySelectorAll('body [id]')]
        .filter((element) => element.matches(text))
        .map((element) => element.id);
      expect(matching).toEqual(['text', 'date', 'button', 'link']);
      expect(reached('min-height')).toContain('button');
      expect(reached('cursor')).toEqual([]);
    });

    it('scales the text alone, without the care mode', () => {
      setDisplayPrefs({ ...NORMAL_DISPLAY, textScale: 150 });
      expect(reached('font-size')).toEqual([
        'h1',
        'h3',
        'text',
        'date',
        'button',
        'link',
      ]);
      expect(reached('min-height')).toEqual([]);
    });

    it('underlines links in high contrast', () => {
      setDisplayPrefs(CONTRAST);
      expect(reached('text-decoration')).toEqual(['link']);
      expect(reached('font-size')).toEqual([]);
    });

    it('draws the large cursor for "large" only', () => {
      setDisplayPrefs({ ...NORMAL_DISPLAY, cursor: 'cross' });
      expect(reached('cursor')).toEqual([]);
      setDisplayPrefs({ ...NORMAL_DISPLAY, cursor: 'large' });
      expect(reached('cursor')).toContain('button');
      expect(root.matches('html[data-cursor="large"]')).toBe(true);
    });
  });
});
