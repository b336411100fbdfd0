/**
 * Device fingerprint and request ids.
 *
 * The backend only needs a stable visitor id per browser (header
 * deviceFingerprint), not a tracking-grade fingerprint, so no third-party
 * library is used: FingerprintJS's current releases are under a
 * non-permissive licence and bring far more than this needs. The id is a
 * SHA-256 of a few stable navigator/screen properties plus a random part
 * (so two identical machines still differ), cut to 32 hex characters and
 * kept in localStorage (and in memory, since the shell clears localStorage
 * on unload and on logout).
 */
const STORAGE_KEY = 'deviceFingerprint';
const FINGERPRINT_LENGTH = 32;

let remembered: string | undefined;
let pending: Promise<string> | undefined;

function readStored(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function store(value: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage disabled (private mode, quota): the in-memory copy is used.
  }
}

/** The visitor id; computed once, then read from localStorage. */
export function getDeviceFingerprint(): Promise<string> {
  const stored = readStored();
  if (stored) {
    remembered = stored;
    return Promise.resolve(stored);
  }
  if (remembered) {
    store(remembered);
    return Promise.resolve(remembered);
  }
  pending ??= computeFingerprint().then((value) => {
    remembered = value;
    pending = undefined;
    store(value);
    return value;
  });
  return pending;
}

/** Forgets the in-memory copy (tests; localStorage is cleared by callers). */
export function forgetDeviceFingerprint(): void {
  remembered = undefined;
  pending = undefined;
}

function fingerprintSource(): string {
  const nav: Partial<Navigator> =
    typeof navigator === 'undefined' ? {} : navigator;
  const scr: Partial<Screen> = typeof screen === 'undefined' ? {} : screen;
  return [
    nav.userAgent,
    nav.language,
    nav.languages?.join(','),
    nav.hardwareConcurrency,
    nav.platform,
    `${scr.width}x${scr.height}x${scr.colorDepth}`,
    // The offset, not Intl's zone name: building a DateTimeFormat loads
    // the time zone data, about 0.1 s of a phone's first load, for no
    // uniqueness the random part does not already give.
    new Date().getTimezoneOffset(),
    randomHex(16),
  ].join('|');
}

async function computeFingerprint(): Promise<string> {
  const source = fingerprintSource();
  try {
    // crypto.subtle exists only in secure contexts (https, localhost).
    const subtle = globalThis.crypto?.subtle;
    if (subtle) {
      const digest = await subtle.digest(
        'SHA-256',
        new TextEncoder().encode(source),
      );
      return toHex(new Uint8Array(digest)).slice(0, FINGERPRINT_LENGTH);
    }
  } catch {
    // Fall through to the synchronous hash.
  }
  return syncHash(source);
}

/**
 * Fallback for plain-http deployments without crypto.subtle: four 32-bit
 * FNV-1a hashes with different seeds. Not cryptographic, which is fine for
 * an identifier whose uniqueness comes from the random part anyway.
 */
export function syncHash(source: string): string {
  let out = '';
  for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]) {
    let hash = seed >>> 0;
    for (let index = 0; index < source.length; index += 1) {
      hash ^= source.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, '0');
  }
  return out;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  if (globalThis.crypto?.getRandomValues) {
    globalThis.crypto.getRandomValues(bytes);
  } else {
    for (let index = 0; index < byteCount; index += 1) {
      bytes[index] = Math.floor(Math.random() * 256);
    }
  }
  return toHex(bytes);
}

/** Seed-spec 9: a 16-character random id for the X-Request-Id header. */
export function createRequestId(): string {
  return randomHex(8);
}
