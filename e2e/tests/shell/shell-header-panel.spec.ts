import { expect, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

const [main, zwy, blue] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

test('the search box opens the search page in a named window; clearing searches with an empty keyword', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  // The search page is not open to visitors yet; the new window shares the session.
  await signInFromHeader(page);
  const box = page.getByLabel('搜索关键词');
  await box.fill('党史 学习');
  const popup = page.waitForEvent('popup');
  await box.press('Enter');
  const searchWindow = await popup;
  await expect(searchWindow).toHaveURL(
    `${main.url}/search?k=${encodeURIComponent('党史 学习')}&t=kc`,
  );
  // The search page's own box shows the keyword it was opened with.
  await expect(searchWindow.getByLabel('搜索关键词')).toHaveValue('党史 学习');
  expect(await searchWindow.evaluate(() => window.name)).toBe('portal-search');

  await page.getByRole('button', { name: '清除关键词' }).click();
  await expect(box).toHaveValue('');
  await expect(searchWindow).toHaveURL(`${main.url}/search?k=&t=kc`);
});

test('each tenant has its own footer; only 001.001 shows the filing link', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('主办单位：公职人员网络培训学院');
  await expect(
    footer.getByRole('link', { name: /京公网安备 11010502030000号/ }),
  ).toHaveAttribute('href', /beian\.gov\.cn/);
  await expect(footer.getByRole('img', { name: '公安备案图标' })).toBeVisible();
  await page.goto(`${blue.url}/index`);
  await expect(footer).not.toContainText('京公网安备');
  await expect(footer).toContainText('教育系统干部网络学院');
});

test('the floating panel: welcome box, collapse, mobile QR codes on hover and back to top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${main.url}/index`);
  await expect(
    page.getByRole('complementary', { name: '快捷入口' }),
  ).toHaveCount(0);
  await signInFromHeader(page);
  const panel = page.getByRole('complementary', { name: '快捷入口' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: '学员手册' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(panel.getByRole('link', { name: '帮助中心' })).toHaveAttribute(
    'href',
    '/operateGuide',
  );
  await expect(panel.getByRole('link', { name: '问卷调查' })).toHaveAttribute(
    'href',
    '/previewList',
  );

  await panel.getByRole('button', { name: '收起' }).click();
  await expect(page.getByTestId('welcome-box')).toHaveCount(0);
  await panel.getByRole('button', { name: '已登录' }).click();
  await expect(page.getByTestId('welcome-box')).toBeVisible();

  await panel.getByRole('button', { name: '移动端' }).hover();
  await expect(
    page.getByRole('img', { name: 'Android 客户端下载二维码' }),
  ).toBeVisible();

  await expect(panel.getByRole('button', { name: '返回顶部' })).toHaveCount(0);
  await page.mouse.move(600, 300);
  await page.mouse.wheel(0, 400);
  await expect(panel.getByRole('button', { name: '返回顶部' })).toBeVisible();
  await panel.getByRole('button', { name: '返回顶部' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('移动端 by keyboard: Enter opens the QR codes and the focus stays on the button', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  const mobile = page.getByRole('button', { name: '移动端' });
  await mobile.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('img', { name: 'iOS 客户端下载二维码' }),
  ).toBeVisible();
  await expect(mobile).toBeFocused();
});

test('001.001.065 shows compulsory and optional hours and no mobile entry', async ({
  page,
}) => {
  await page.goto(`${blue.url}/index`);
  await signInFromHeader(page);
  const welcome = page.getByTestId('welcome-box');
  await expect(welcome).toContainText(/年已学必修 \d+(\.\d+)? 学时/);
  await expect(welcome).toContainText(/选修 \d+(\.\d+)? 学时/);
  await expect(page.getByRole('button', { name: '移动端' })).toHaveCount(0);
  await expect(
    welcome.getByRole('button', { name: '中国干部网络学院' }),
  ).toHaveCount(0);
});

test('001.001.043: the academy jump opens the academy, or explains why not', async ({
  page,
}) => {
  await page.goto(`${zwy.url}/index`);
  await signInFromHeader(page);
  const welcome = page.getByTestId('welcome-box');
  // The tab opens with the click, while the lookup is still unanswered (a
  // popup blocker would stop one opened later), then goes to the academy.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/portal/user/rdrZWY', async (route) => {
    await held;
    await route.fallback();
  });
  const popup = page.waitForEvent('popup');
  await welcome.getByRole('button', { name: '中国干部网络学院' }).click();
  const academy = await popup;
  answer();
  await expect(academy).toHaveURL(/\/sso\/cela\?ticket=/);
  await page.unroute('**/api/portal/user/rdrZWY');

  // A refused jump closes the tab it opened and explains.
  await page.route('**/api/portal/user/rdrZWY', (route) =>
    route.fulfill({ json: { code: 'false', message: '' } }),
  );
  const refusedTab = page.waitForEvent('popup');
  await welcome.getByRole('button', { name: '中国干部网络学院' }).click();
  const refused = await refusedTab;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('请求跳转失败，请稍后重试');
  await expect.poll(() => refused.isClosed()).toBe(true);
  await dialog.getByRole('button', { name: '确定' }).click();
});

test('the workspace layout: sidebar from the route tree, breadcrumb, toggle, and mobile mode', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '学习中心' })
    .click();
  const sidebar = page.getByRole('navigation', { name: '侧边导航' });
  await expect(sidebar.getByRole('link', { name: '学习中心' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: '页面导航' });
  await expect(bar.getByText('学习中心')).toBeVisible();
  // The last breadcrumb item is not a link.
  await expect(bar.getByRole('link', { name: '学习中心' })).toHaveCount(0);
  await bar.getByRole('button', { name: '收起侧边栏' }).click();
  await expect(bar.getByRole('button', { name: '展开侧边栏' })).toBeVisible();

  await page.setViewportSize({ width: 800, height: 800 });
  await expect(sidebar).toHaveCount(0);
  await bar.getByRole('button', { name: '展开侧边栏' }).click();
  await expect(sidebar).toBeVisible();
  await page.setViewportSize({ width: 820, height: 800 });
  await expect(sidebar).toHaveCount(0);
});
