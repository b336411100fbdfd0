import { expect, test } from '@playwright/test';

import { MOCK_URL, TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

const [main] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

async function findNotice(title: string): Promise<string> {
  const response = await fetch(`${MOCK_URL}/api/portal/article/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', tenantId: main.id },
    body: JSON.stringify({ pagesize: 10, pagenum: 0, title }),
  });
  const body = (await response.json()) as {
    data: { datalist: { id: string; title: string }[] };
  };
  const notice = body.data.datalist.find((item) => item.title === title);
  expect(notice, `seeded notice ${title}`).toBeTruthy();
  return notice?.id ?? '';
}

test('a notice with script and onerror markup renders harmlessly', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __alerts: number }).__alerts = 0;
    window.alert = () => {
      (window as unknown as { __alerts: number }).__alerts += 1;
    };
  });
  const id = await findNotice('关于防范网络安全风险的提示');
  await page.goto(`${main.url}/informationDetail?id=${id}`);
  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', { name: '关于防范网络安全风险的提示' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(await article.locator('script').count()).toBe(0);
  expect(await article.locator('[onerror]').count()).toBe(0);
  expect(
    await page.evaluate(
      () => (window as unknown as { __alerts: number }).__alerts,
    ),
  ).toBe(0);
  expect(dialogs).toEqual([]);
});

test('the home page shows its blocks, and 更多 leads to the full lists', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  const home = page.getByTestId('mf-home-page');
  await expect(home.getByRole('heading', { name: '课程推荐' })).toBeVisible();
  await expect(
    home.getByRole('list', { name: '学时排行' }).getByRole('listitem').first(),
  ).toBeVisible();
  await home.getByRole('link', { name: '通知公告：更多' }).click();
  await expect(page).toHaveURL(`${main.url}/information`);
  await expect(
    page.getByRole('heading', { name: '通知公告', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('搜索公告标题').fill('网络安全风险');
  await page.getByLabel('搜索公告标题').press('Enter');
  await page.getByRole('link', { name: /关于防范网络安全风险的提示/ }).click();
  await expect(page).toHaveURL(/\/informationDetail\?id=/);
});

test('search finds a course by a word of its title', async ({ page }) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  const response = await fetch(`${MOCK_URL}/api/portal/course/recommend`, {
    method: 'POST',
    headers: { tenantId: main.id },
  });
  const body = (await response.json()) as { data: { name: string }[] };
  const title = body.data[0]?.name ?? '';
  // The last four characters: specific enough to land on the first page.
  const word = title.slice(-4);
  await page.getByLabel('搜索关键词').fill(word);
  const popup = page.waitForEvent('popup');
  await page.getByLabel('搜索关键词').press('Enter');
  const results = await popup;
  const list = results.getByRole('region', { name: '搜索结果' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(list.locator('mark').first()).toHaveText(word);
});
