import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { fillSsoForm, resetBackend } from '../../support/portal';
import {
  expectNoSidewaysScroll,
  expectNothingFixedOverContent,
  expectReflowed,
  PHONE,
  smallTouchTargets,
  useSession,
} from '../../support/small-screens';

const [main, , blue] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

/** The shell's header: the page's banner. */
const banner = (page: Page) => page.getByRole('banner');

async function headerHeight(page: Page): Promise<number> {
  return (await banner(page).boundingBox())?.height ?? Infinity;
}

async function height(
  page: Page,
  role: 'button' | 'link',
  name: string,
): Promise<number> {
  const box = await page.getByRole(role, { name, exact: true }).boundingBox();
  return box?.height ?? 0;
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a learner: the compact bar, its menu drawer and its search', async ({
    page,
  }) => {
    await useSession(page);
    await page.goto(`${main.url}/index`);
    await expect(
      page.getByTestId('mf-home-page').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    expect(await smallTouchTargets(page, 'header')).toEqual([]);
    // The desktop menu and the fixed panel are not on the page.
    await expect(
      page.getByRole('complementary', { name: '快捷入口' }),
    ).toHaveCount(0);
    await expectReflowed(page);

    // 菜单: the entries of 001.001, 首页 marked as the page shown.
    await banner(page).getByRole('button', { name: '菜单' }).tap();
    const menu = page.getByRole('dialog', { name: '菜单' });
    const entries = menu
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link');
    await expect(entries).toHaveText(['首页', '课程推荐', '专题', '学习中心']);
    await expect(entries.first()).toHaveAttribute('aria-current', 'page');
    for (const box of await entries.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().height),
    ))
      expect(box).toBeGreaterThanOrEqual(44);
    await menu.getByRole('link', { name: '学习中心' }).tap();
    await expect(page).toHaveURL(`${main.url}/personalCenter`);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('learner-name')).toHaveText('张学员');
    await banner(page).getByRole('button', { name: '菜单' }).tap();
    await expect(menu.getByRole('link', { name: '学习中心' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('button', { name: /^(Close|关闭)$/ }).tap();
    await expect(menu).toBeHidden();

    // 搜索 unfolds the box below the bar; Enter opens the named search window.
    await page.goto(`${main.url}/index`);
    await banner(page).getByRole('button', { name: '搜索' }).tap();
    const box = page.getByLabel('搜索关键词');
    await expect(box).toBeFocused();
    await box.fill('党史');
    const popup = page.waitForEvent('popup');
    await box.press('Enter');
    const searchWindow = await popup;
    await expect(searchWindow).toHaveURL(
      `${main.url}/search?k=${encodeURIComponent('党史')}&t=kc`,
    );
    // Back to the portal's tab (a tab in the background draws no frames).
    await searchWindow.close();
    await page.bringToFront();
  });

  test('a learner: 我的 opens the panel in a drawer, the welcome box collapsed at first', async ({
    page,
  }) => {
    await useSession(page);
    await page.goto(`${main.url}/index`);
    await banner(page).getByRole('button', { name: '我的' }).tap();
    const mine = page.getByRole('dialog', { name: '我的' });
    await expect(
      mine.getByRole('button', { name: '管理员登录' }),
    ).toBeVisible();
    await expect(mine.getByRole('link', { name: '帮助中心' })).toHaveAttribute(
      'href',
      '/operateGuide',
    );
    await expect(mine.getByRole('link', { name: '问卷调查' })).toBeVisible();
    await expect(mine.getByTestId('panel-letters')).toBeVisible();
    await expect(page.getByTestId('welcome-box')).toHaveCount(0);
    const toggle = mine.getByRole('button', { name: '已登录' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    const welcome = page.getByTestId('welcome-box');
    await expect(welcome).toContainText('欢迎您，张学员');
    await expect(welcome).toContainText(/年已学 \d+(\.\d+)? 学时/);
    expect(await height(page, 'button', '管理员登录')).toBeGreaterThanOrEqual(
      44,
    );
    expect(await height(page, 'link', '学习中心')).toBeGreaterThanOrEqual(44);
    // 移动端 shows the app's QR codes on a tap, no hover needed.
    await mine.getByRole('button', { name: '移动端' }).tap();
    await expect(
      mine.getByRole('img', { name: 'Android 客户端下载二维码' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await mine.getByRole('link', { name: '帮助中心' }).tap();
    await expect(page).toHaveURL(`${main.url}/operateGuide`);
    await expect(mine).toBeHidden();
  });

  test('the home page and 404 reflow at 390 and 320 px, with back to top a small corner control', async ({
    page,
  }) => {
    await useSession(page);
    // Both rules at rest, at 390 and at 320 px, on the home page and on 404.
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
      await page.goto(`${main.url}/index`);
      await expect(
        page.getByTestId('mf-home-page').getByRole('heading', { level: 1 }),
      ).toBeVisible();
      expect(await headerHeight(page)).toBeLessThanOrEqual(64);
      await expectReflowed(page);
      // Scrolled down, back to top is a small corner control.
      await page.evaluate(() => window.scrollTo(0, 600));
      const top = page.getByRole('button', { name: '返回顶部' });
      await expect(top).toBeVisible();
      await expectNothingFixedOverContent(page);
      expect((await top.boundingBox())?.width).toBeLessThanOrEqual(48);
      await top.tap();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto(`${main.url}/404`);
      await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
      await expectReflowed(page);
      expect(await smallTouchTargets(page)).toEqual([]);
    }
  });

  test('inside the app: 移动端 is hidden and a search that cannot open a window opens here', async ({
    page,
  }) => {
    await useSession(page, 'learner', 'android');
    // The webview opens no window: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${main.url}/index`);
    await banner(page).getByRole('button', { name: '我的' }).tap();
    const mine = page.getByRole('dialog', { name: '我的' });
    await expect(mine.getByRole('link', { name: '帮助中心' })).toBeVisible();
    await expect(mine.getByRole('button', { name: '移动端' })).toHaveCount(0);
    await mine.getByRole('button', { name: /^(Close|关闭)$/ }).tap();
    await expect(mine).toBeHidden();

    await banner(page).getByRole('button', { name: '搜索' }).tap();
    await page.getByLabel('搜索关键词').fill('党史');
    await page.getByLabel('搜索关键词').press('Enter');
    await expect(page).toHaveURL(
      `${main.url}/search?k=${encodeURIComponent('党史')}&t=kc`,
    );
  });

  test('001.001.065: the blue menu in the drawer, and 学员登录 in the bar for a visitor', async ({
    page,
  }) => {
    await page.goto(`${blue.url}/index`);
    await expect(
      page.getByTestId('mf-home-page').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    const login = banner(page).getByRole('button', { name: '学员登录' });
    await expect(login).toBeVisible();
    expect((await login.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    await expectReflowed(page);

    await banner(page).getByRole('button', { name: '菜单' }).tap();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await expect(
      menu.getByRole('navigation', { name: '主导航' }).getByRole('link'),
    ).toHaveText([
      '首页',
      '学习中心',
      '网上专题班',
      '综合素养课程',
      '文艺专业课程',
      '数字书屋',
    ]);
    await expect(menu.getByRole('link', { name: '数字书屋' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await menu.getByRole('button', { name: /^(Close|关闭)$/ }).tap();
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 320, height: 640 });
    await expect(login).toBeVisible();
    await expectReflowed(page);
    await login.tap();
    await fillSsoForm(page, 'learner');
    await expect(
      banner(page).getByRole('button', { name: '我的' }),
    ).toBeVisible();
    await expect(login).toHaveCount(0);
  });
});

test.describe('the back-office dialogs on a phone', () => {
  test.use(PHONE);

  test('the SMS dialog fills the width, its buttons are 44 px tall, and typing at once stays in the field typed into', async ({
    page,
  }) => {
    await useSession(page, 'admin_sms');
    await page.goto(`${main.url}/index`);
    await banner(page).getByRole('button', { name: '我的' }).tap();
    await page
      .getByRole('dialog', { name: '我的' })
      .getByRole('button', { name: '管理员登录' })
      .tap();
    const dialog = page.getByRole('dialog', { name: '短信验证码登录后台' });
    const phone = dialog.getByLabel('手机号');
    await expect(phone).not.toHaveValue('');
    const number = await phone.inputValue();
    // A learner starts typing the captcha while the dialog is still opening
    // (its animation ends after the first keys): every key stays there.
    const captcha = dialog.getByLabel('图形验证码');
    await captcha.focus();
    await page.keyboard.type('ab12', { delay: 120 });
    await expect(captcha).toHaveValue('ab12');
    await expect(phone).toHaveValue(number);

    const width = (await dialog.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(390 - 16 - 1);
    for (const name of ['确定', '取消'])
      expect(
        (await dialog.getByRole('button', { name }).boundingBox())?.height,
      ).toBeGreaterThanOrEqual(44);
    expect(await smallTouchTargets(page, '.ant-modal')).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: '取消' }).tap();
    await expect(dialog).toBeHidden();
  });
});

test('the workspace sidebar under 1024 px: closed on arrival, an overlay from the toggle, closed by navigation and resize', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await useSession(page);
  // Records whether the sidebar was ever on the page, even for one frame.
  await page.addInitScript(() => {
    const seen = () =>
      document.querySelector('nav[aria-label="侧边导航"]') !== null;
    new MutationObserver(() => {
      if (seen())
        (window as unknown as { sidebarSeen?: boolean }).sidebarSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${main.url}/personalCenter`);
  await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  const sidebar = page.getByRole('navigation', { name: '侧边导航' });
  await expect(sidebar).toHaveCount(0);
  expect(
    await page.evaluate(
      () => (window as unknown as { sidebarSeen?: boolean }).sidebarSeen,
    ),
  ).toBeUndefined();

  const bar = page.getByRole('navigation', { name: '页面导航' });
  const content = page.locator('#portal-main');
  const left = (await content.boundingBox())?.x;
  await bar.getByRole('button', { name: '展开侧边栏' }).click();
  await expect(sidebar).toBeVisible();
  // An overlay: the content stays where it was, under the sidebar.
  expect((await content.boundingBox())?.x).toBe(left);
  const over = await sidebar.boundingBox();
  expect(over?.x).toBeLessThan(left ?? 0);
  await sidebar.getByRole('link', { name: '消息中心' }).click();
  await expect(page).toHaveURL(`${main.url}/messageCenter`);
  await expect(sidebar).toHaveCount(0);

  await bar.getByRole('button', { name: '展开侧边栏' }).click();
  await expect(sidebar).toBeVisible();
  await page.setViewportSize({ width: 760, height: 900 });
  await expect(sidebar).toHaveCount(0);
  // The breadcrumb stays on one line.
  const crumbs = await bar.boundingBox();
  expect(crumbs?.height).toBeLessThanOrEqual(64);

  // A wide window has it open beside the content, on arrival and on resize.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar).toBeVisible();
  await expect(bar.getByRole('button', { name: '收起侧边栏' })).toBeVisible();
  await page.goto(`${main.url}/personalCenter`);
  await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  await expect(sidebar).toBeVisible();
  const beside = await sidebar.boundingBox();
  expect((beside?.x ?? 0) + (beside?.width ?? 0)).toBeLessThanOrEqual(
    (await content.boundingBox())?.x ?? 0,
  );
});

test('from 1024 to 1280 px the floating panel stays beside the catalogue, the welcome box open or closed', async ({
  page,
}) => {
  await useSession(page);
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${main.url}/commendIndex`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const panel = page.getByRole('complementary', { name: '快捷入口' });
    await expect(page.getByTestId('welcome-box')).toBeVisible();
    await expectNothingFixedOverContent(page);
    await panel.getByRole('button', { name: '收起' }).click();
    await expect(page.getByTestId('welcome-box')).toHaveCount(0);
    await expectNothingFixedOverContent(page);
    await panel.getByRole('button', { name: '已登录' }).click();
    await expect(page.getByTestId('welcome-box')).toBeVisible();
  }
});
