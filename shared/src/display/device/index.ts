/**
 * Writing the learner's display choice on the device and marking <html>
 * with it: the early script marks the page before it is drawn, and the
 * modes (loaded when a mode is first used) keep a new choice. Nothing here
 * imports React or antd: the early script bundles this file.
 */
import {
  DISPLAY_PREFS_KEY,
  type DisplayPrefs,
  TEXT_SCALES,
} from '@portal/shared/display';

/** Reads what the device keeps ('care.contrast.t125.large'); anything unknown is ignored. */
export function parseDisplayPrefs(
  text: string | null | undefined,
): DisplayPrefs {
  const parts = new Set((text ?? '').split('.'));
  const scale = TEXT_SCALES.find((value) => parts.has(`t${value}`)) ?? 100;
  return {
    care: parts.has('care'),
    contrast: parts.has('contrast'),
    textScale: scale,
    cursor: parts.has('large')
      ? 'large'
      : parts.has('cross')
        ? 'cross'
        : 'none',
  };
}

/** The choice as the cookie holds it, or null without one. */
export function cookieValue(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== DISPLAY_PREFS_KEY) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // Not written by storeDisplayPrefs: read as no cookie.
      return null;
    }
  }
  return null;
}

/**
 * The device's choice: the cookie; the local copy only where the browser
 * keeps no cookies (a reset on another tenant removes the shared cookie,
 * and this tenant's older copy must not bring the mode back).
 */
export function readStoredDisplayPrefs(doc: Document = document): DisplayPrefs {
  let text = cookieValue(doc.cookie);
  if (text === null && !navigator.cookieEnabled) {
    try {
      text = localStorage.getItem(DISPLAY_PREFS_KEY);
    } catch {
      // Storage disabled: the normal view.
    }
  }
  return parseDisplayPrefs(text);
}

/** A year: the choice is the device's until the learner resets it. */
const KEEP_SECONDS = 365 * 24 * 3600;

/** 'care.contrast.t125.large': short, and readable in a cookie list. */
export function serializeDisplayPrefs(prefs: DisplayPrefs): string {
  const parts: string[] = [];
  if (prefs.care) parts.push('care');
  if (prefs.contrast) parts.push('contrast');
  if (prefs.textScale !== 100) parts.push(`t${prefs.textScale}`);
  if (prefs.cursor !== 'none') parts.push(prefs.cursor);
  return parts.join('.');
}

/**
 * The parent domains a cookie could be set on, widest first: for
 * 001-001-043.portal.example.gov.cn that is cn, gov.cn, example.gov.cn and
 * portal.example.gov.cn. The browser refuses a public suffix (cn, gov.cn),
 * and the next one is tried.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let start = labels.length - 1; start >= 1; start -= 1)
    domains.push(labels.slice(start).join('.'));
  return domains;
}

/** Keeps the choice for this device (every tenant under the same domain). */
export function storeDisplayPrefs(
  prefs: DisplayPrefs,
  doc: Document = document,
): void {
  const value = serializeDisplayPrefs(prefs);
  const cookie = (lifetime: number, domain?: string) => {
    doc.cookie =
      `${DISPLAY_PREFS_KEY}=${encodeURIComponent(value)}; Path=/; ` +
      `Max-Age=${lifetime}; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`;
  };
  const domains = cookieDomains(doc.location?.hostname ?? '');
  // One cookie only, or two tenants would each read their own: every one
  // this page sees goes (the host's and its parent domains'), and the
  // widest domain the browser takes holds the choice. Clearing first makes
  // the probe honest: a cookie already holding the same value (the same
  // choice saved twice) would pass for one the browser had just refused on
  // a public suffix, and the real one would then be deleted.
  cookie(0);
  for (const domain of domains) cookie(0, domain);
  let kept = false;
  for (const domain of value ? domains : []) {
    cookie(KEEP_SECONDS, domain);
    kept = cookieValue(doc.cookie) === value;
    if (kept) break;
  }
  if (value && !kept) cookie(KEEP_SECONDS);
  try {
    if (value) localStorage.setItem(DISPLAY_PREFS_KEY, value);
    else localStorage.removeItem(DISPLAY_PREFS_KEY);
  } catch {
    // Storage disabled: the cookie holds it.
  }
}

/**
 * The marks of the choice on <html>: data-care, data-contrast, data-cursor
 * and data-text-scale, which the modes' styles key on. Normal has none. The
 * render tier writes them into the page it draws; the browser sets them.
 */
export function displayAttributes(prefs: DisplayPrefs): Record<string, string> {
  const marks: Record<string, string> = {};
  if (prefs.care) marks['data-care'] = '';
  if (prefs.contrast) marks['data-contrast'] = '';
  if (prefs.cursor !== 'none') marks['data-cursor'] = prefs.cursor;
  if (prefs.textScale !== 100)
    marks['data-text-scale'] = String(prefs.textScale);
  return marks;
}

const DISPLAY_ATTRIBUTES = [
  'data-care',
  'data-contrast',
  'data-cursor',
  'data-text-scale',
];

/**
 * Marks <html> with the choice (displayAttributes), and the scale as
 * --portal-text-scale, which the modes' styles read. Normal leaves no trace.
 */
export function applyDisplayPrefs(
  prefs: DisplayPrefs,
  root: HTMLElement = document.documentElement,
): void {
  const marks = displayAttributes(prefs);
  for (const name of DISPLAY_ATTRIBUTES) {
    const value = marks[name];
    if (value === undefined) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  if (prefs.textScale === 100) root.style.removeProperty('--portal-text-scale');
  else
    root.style.setProperty(
      '--portal-text-scale',
      String(prefs.textScale / 100),
    );
}
