import { describe, expect, it } from 'vitest';

import {
  CAPTCHA_ALPHABET,
  CAPTCHA_TTL_MS,
  CaptchaStore,
  randomCode,
  verifyCaptchaParams,
} from './captcha';

function clock(start = 1_700_000_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function svgOf(dataUri: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(dataUri.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUri.slice(prefix.length), 'base64').toString('utf8');
}

describe('randomCode', () => {
  it('has 4 characters without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i++) {
      const code = randomCode();
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
      for (const char of code) expect(CAPTCHA_ALPHABET).toContain(char);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OI]/);
  });
});

describe('CaptchaStore', () => {
  it('issues an SVG data URI that shows the code over noise lines', () => {
    const store = new CaptchaStore();
    const { token, code, image } = store.issue();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const svg = svgOf(image);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const shown = [...svg.matchAll(/<text [^>]*>([^<])<\/text>/g)].map(
      (m) => m[1],
    );
    expect(shown.join('')).toBe(code);
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(3);
    expect(store.issue().token).not.toBe(token);
  });

  it('accepts the right code once, ignoring case and spaces', () => {
    const store = new CaptchaStore();
    const { token, code } = store.issue();
    expect(store.peek(token)).toBe(code);
    expect(store.verifyCaptcha(token, ` ${code.toLowerCase()} `)).toBe(true);
    expect(store.verifyCaptcha(token, code)).toBe(false);
    expect(store.peek(token)).toBeUndefined();
  });

  it('is consumed by a wrong attempt too', () => {
    const store = new CaptchaStore();
    const { token, code } = store.issue();
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    expect(store.verifyCaptcha(token, wrong)).toBe(false);
    expect(store.verifyCaptcha(token, code)).toBe(false);
    expect(store.size).toBe(0);
  });

  it('expires after 5 minutes', () => {
    const time = clock();
    const store = new CaptchaStore(time.now);
    const early = store.issue();
    const late = store.issue();
    time.advance(CAPTCHA_TTL_MS - 1);
    expect(store.verifyCaptcha(early.token, early.code)).toBe(true);
    time.advance(1);
    expect(store.peek(late.token)).toBeUndefined();
    expect(store.verifyCaptcha(late.token, late.code)).toBe(false);
  });

  it('drops expired captchas when issuing new ones', () => {
    const time = clock();
    const store = new CaptchaStore(time.now);
    store.issue();
    store.issue();
    time.advance(CAPTCHA_TTL_MS);
    store.issue();
    expect(store.size).toBe(1);
  });

  it('refuses unknown tokens and non-string input', () => {
    const store = new CaptchaStore();
    const { token, code } = store.issue();
    expect(store.verifyCaptcha('nope', code)).toBe(false);
    expect(store.verifyCaptcha(token, undefined)).toBe(false);
    expect(store.verifyCaptcha(['x'], code)).toBe(false);
    // Non-string input does not consume it.
    expect(store.peek(token)).toBe(code);
  });
});

describe('verifyCaptchaParams', () => {
  it('reads verificationCodeToken and verificationCode', () => {
    const store = new CaptchaStore();
    const { token, code } = store.issue();
    expect(
      verifyCaptchaParams(store, {
        verificationCodeToken: token,
        verificationCode: code,
      }),
    ).toBe(true);
    expect(verifyCaptchaParams(store, {})).toBe(false);
  });
});
