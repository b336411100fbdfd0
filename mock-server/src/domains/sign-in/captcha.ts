/**
 * Image captchas: a 4-character code drawn as an SVG, kept in memory (not in
 * the db) for 5 minutes. Every verification attempt consumes the captcha,
 * whether the code was right or not.
 */
import { randomBytes, randomInt } from 'node:crypto';

/** Digits and upper-case letters without the ambiguous 0, O, 1 and I. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Oldest captchas are dropped past this many pending ones. */
const MAX_PENDING = 10_000;

const WIDTH = 120;
const HEIGHT = 40;
const COLORS = ['#1f5fbf', '#c8161d', '#2b8a3e', '#5f3dc4', '#d9480f'];

interface Pending {
  code: string;
  expiresAt: number;
}

interface IssuedCaptcha {
  token: string;
  code: string;
  /** `data:image/svg+xml;base64,…` */
  image: string;
}

function pick<T>(items: readonly T[]): T {
  const item = items[randomInt(items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) {
    code += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length));
  }
  return code;
}

/** An SVG with the code's characters, slightly rotated, over noise lines. */
function renderCaptchaSvg(code: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const [x1, y1] = [randomInt(WIDTH), randomInt(HEIGHT)];
    const [x2, y2] = [randomInt(WIDTH), randomInt(HEIGHT)];
    parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${pick(COLORS)}" stroke-width="1" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 20; i++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${pick(COLORS)}" opacity="0.5"/>`,
    );
  }
  const step = WIDTH / (code.length + 1);
  [...code].forEach((char, i) => {
    const x = Math.round(step * (i + 1));
    const y = 28 + randomInt(-3, 4);
    const angle = randomInt(-25, 26);
    parts.push(
      `<text x="${x}" y="${y}" fill="${pick(COLORS)}" font-size="24" font-weight="bold" font-family="Arial,Helvetica,sans-serif" text-anchor="middle" transform="rotate(${angle} ${x} ${y})">${char}</text>`,
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f3f4f6"/>${parts.join('')}</svg>`
  );
}

function captchaDataUri(code: string): string {
  const svg = renderCaptchaSvg(code);
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export class CaptchaStore {
  private readonly pending = new Map<string, Pending>();

  /** `now` is injectable so that tests can move the clock. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = CAPTCHA_TTL_MS,
  ) {}

  issue(): IssuedCaptcha {
    this.prune();
    const token = randomBytes(16).toString('hex');
    const code = randomCode();
    this.pending.set(token, { code, expiresAt: this.now() + this.ttlMs });
    return { token, code, image: captchaDataUri(code) };
  }

  /** The code of a live captcha without consuming it (development hook). */
  peek(token: string): string | undefined {
    const entry = this.pending.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.pending.delete(token);
      return undefined;
    }
    return entry.code;
  }

  /**
   * True when `code` matches the captcha issued with `token` (ignoring case
   * and surrounding spaces) and it has not expired. Consumes the captcha in
   * every case.
   */
  verifyCaptcha(token: unknown, code: unknown): boolean {
    if (typeof token !== 'string' || typeof code !== 'string') return false;
    const entry = this.pending.get(token);
    if (!entry) return false;
    this.pending.delete(token);
    return (
      entry.expiresAt > this.now() && entry.code === code.trim().toUpperCase()
    );
  }

  clear(): void {
    this.pending.clear();
  }

  get size(): number {
    return this.pending.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [token, entry] of this.pending) {
      if (entry.expiresAt <= now) this.pending.delete(token);
    }
    // Map keeps insertion order: the first entries are the oldest.
    for (const token of this.pending.keys()) {
      if (this.pending.size < MAX_PENDING) break;
      this.pending.delete(token);
    }
  }
}

/** The fields every captcha-protected form sends. */
const CAPTCHA_FIELDS = {
  code: 'verificationCode',
  token: 'verificationCodeToken',
} as const;

export const MSG_CAPTCHA_INVALID = '验证码错误或已过期';

/**
 * Checks (and consumes) the captcha named by a request's
 * `verificationCodeToken` / `verificationCode` parameters.
 */
export function verifyCaptchaParams(
  captchas: CaptchaStore,
  input: Record<string, unknown>,
): boolean {
  return captchas.verifyCaptcha(
    input[CAPTCHA_FIELDS.token],
    input[CAPTCHA_FIELDS.code],
  );
}
