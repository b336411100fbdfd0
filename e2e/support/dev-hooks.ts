import { expect } from '@playwright/test';

import { MOCK_URL, UKEY_URL } from './env';

/** The next `times` calls of `path` answer `status` (mock backend dev hook). */
export async function injectFailure(
  path: string,
  status: number,
  times = 1,
): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__dev/fail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, status, times }),
  });
  expect(response.ok).toBe(true);
}

/** The next `times` calls of `path` hang `timeoutMs`, then answer as usual. */
export async function injectDelay(
  path: string,
  timeoutMs: number,
  times = 1,
): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__dev/fail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, timeoutMs, times }),
  });
  expect(response.ok).toBe(true);
}

/**
 * Writes the XSS corpus into every text (and the hostile `urls` into every
 * address) the backend serves a tenant (the /__dev/xss hook); its answer's
 * data says where.
 */
export async function writeXssCorpus<T>(
  tenantId: string,
  payloads: readonly unknown[],
  urls: readonly unknown[],
): Promise<T> {
  const response = await fetch(`${MOCK_URL}/__dev/xss`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tenantId, payloads, urls }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export async function clearFailures(): Promise<void> {
  await fetch(`${MOCK_URL}/__dev/fail`, { method: 'DELETE' });
}

/** The answer of the captcha issued with this token. */
export async function captchaAnswer(token: string): Promise<string> {
  const response = await fetch(
    `${MOCK_URL}/__dev/captcha?token=${encodeURIComponent(token)}`,
  );
  const body = (await response.json()) as { data?: { code: string } };
  expect(body.data?.code).toBeTruthy();
  return body.data?.code ?? '';
}

/** The SMS codes the mock backend sent to this phone, newest last. */
export async function smsOutbox(
  phone: string,
): Promise<{ phone: string; code: string }[]> {
  const response = await fetch(
    `${MOCK_URL}/__dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  );
  const body = (await response.json()) as {
    data?: { phone: string; code: string }[];
  };
  return body.data ?? [];
}

/** Development controls of the UKEY simulator (docs/ukey-protocol.md). */
export async function ukeyControl(
  path: 'plug' | 'unplug' | 'reset' | 'certificate',
  body?: object,
): Promise<void> {
  const response = await fetch(`${UKEY_URL}/__dev/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.ok).toBe(true);
}

/** Stops or starts the simulator's listener, through the mock backend. */
export async function setUkeyRunning(running: boolean): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__dev/ukey`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ running }),
  });
  expect(response.ok).toBe(true);
}
