import { expect } from '@playwright/test';

import { MOCK_URL } from './env';

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
