import { expect, type Page } from '@playwright/test';

import {
  apiPathOfUrl,
  bodyEncodingOf,
} from '../../shared/src/contracts/request-encoding.rules';
import { MOCK_URL, PASSWORD } from './env';

/** Restores the mock backend's seed so every test starts from the same data. */
export async function resetBackend(): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__reset`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

/** Fills the mock SSO page's form and submits it. */
export async function fillSsoForm(
  page: Page,
  username: string,
  password = PASSWORD,
): Promise<void> {
  await expect(
    page.getByRole('heading', { name: '统一身份认证' }),
  ).toBeVisible();
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Signs in as an account whose sign-in may not end in the welcome box. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: '学员登录' }).click();
  await fillSsoForm(page, username);
}

/** Signs in through the SSO page the way a learner does, from 学员登录. */
export async function signInFromHeader(
  page: Page,
  username = 'learner',
): Promise<void> {
  await signInAs(page, username);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
}

/** Marks the window; the mark survives client-side navigation but not a reload. */
export async function markPageLoad(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __pageLoadMark?: string }).__pageLoadMark = 'kept';
  });
}

export async function expectSamePageLoad(page: Page): Promise<void> {
  const mark = await page.evaluate(
    () => (window as unknown as { __pageLoadMark?: string }).__pageLoadMark,
  );
  expect(mark, 'navigation must not reload the page').toBe('kept');
}

/** What the mock backend answered, as read from its JSON body. */
export interface BackendAnswer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; data?: T };
}

/**
 * `body` as the portal sends it to `path`: JSON or a flat form, as the
 * request rule gives (seed 7.1); the backend refuses the other with 415.
 */
export function encodeAsPortal(
  path: string,
  body: object,
): { contentType: string; text: string } {
  const apiPath = apiPathOfUrl(path);
  if (apiPath === undefined || bodyEncodingOf(apiPath) === 'json') {
    return { contentType: 'application/json', text: JSON.stringify(body) };
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) form.append(key, value === null ? '' : `${value}`);
  }
  return {
    contentType: 'application/x-www-form-urlencoded',
    text: form.toString(),
  };
}

/** POSTs `body` to the mock backend as the page's signed-in user. */
export async function postAsPageUser<T = unknown>(
  page: Page,
  path: string,
  body: object,
  tenantId: string,
): Promise<BackendAnswer<T>> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const { contentType, text } = encodeAsPortal(path, body);
  const response = await fetch(`${MOCK_URL}${path}`, {
    method: 'POST',
    headers: { token: token ?? '', tenantId, 'Content-Type': contentType },
    body: text,
  });
  return {
    status: response.status,
    body: (await response.json()) as BackendAnswer<T>['body'],
  };
}
