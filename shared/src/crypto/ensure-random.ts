/**
 * jsencrypt seeds its random pool from `self.crypto.getRandomValues` when
 * its module loads and otherwise falls back to Math.random (mouse moves and
 * Math.random: not a secure seed). Browsers always have it; some test or
 * embedded DOMs expose crypto only on globalThis. Imported before jsencrypt.
 */
const scope = globalThis as typeof globalThis & { self?: { crypto?: Crypto } };

if (
  scope.self &&
  typeof scope.self.crypto?.getRandomValues !== 'function' &&
  typeof globalThis.crypto?.getRandomValues === 'function'
) {
  try {
    Object.defineProperty(scope.self, 'crypto', {
      value: globalThis.crypto,
      configurable: true,
    });
  } catch {
    // A read-only crypto we cannot replace: jsencrypt falls back as before.
  }
}

export {};
