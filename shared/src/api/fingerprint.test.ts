import {
  createRequestId,
  forgetDeviceFingerprint,
  getDeviceFingerprint,
  syncHash,
} from './fingerprint';

beforeEach(() => {
  localStorage.clear();
  forgetDeviceFingerprint();
});

describe('createRequestId', () => {
  it('is 16 random characters', () => {
    const ids = new Set(Array.from({ length: 50 }, createRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('getDeviceFingerprint', () => {
  it('computes 32 hex characters once and stores them', async () => {
    const [a, b] = await Promise.all([
      getDeviceFingerprint(),
      getDeviceFingerprint(),
    ]);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toBe(a);
    expect(localStorage.getItem('deviceFingerprint')).toBe(a);
  });

  it('prefers the stored value', async () => {
    localStorage.setItem('deviceFingerprint', 'stored-id');
    await expect(getDeviceFingerprint()).resolves.toBe('stored-id');
  });

  it('restores its value after localStorage is cleared', async () => {
    const first = await getDeviceFingerprint();
    localStorage.clear();
    await expect(getDeviceFingerprint()).resolves.toBe(first);
    expect(localStorage.getItem('deviceFingerprint')).toBe(first);
  });

  it('falls back to a synchronous hash without crypto.subtle', async () => {
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => array,
    });
    try {
      await expect(getDeviceFingerprint()).resolves.toMatch(/^[0-9a-f]{32}$/);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(syncHash('a')).toBe(syncHash('a'));
    expect(syncHash('a')).not.toBe(syncHash('b'));
  });
});
