import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { LEARNING_CENTRE_TABS as TABS } from '../../support/learner-pages';
import { resetBackend } from '../../support/portal';
import {
  expectNoSidewaysScroll,
  expectReflowed,
  PHONE,
  SMALL_PHONE,
  smallTouchTargets,
  useSession,
} from '../../support/small-screens';

/**
 * The learning centre, its tabs and the learner's other pages of
 * mf-personal-center on a phone (390 px) and at 320 px: they reflow, the
 * tabs stay reachable by tapping, wide figures scroll in their own box and
 * the password form keeps the spec's messages.
 */
const [main] = TENANTS;

test.use(PHONE);

test.beforeEach(async ({ page }) => {
  await resetBackend();
  await useSession(page);
});

const WIDTHS = [PHONE.viewport, SMALL_PHONE.viewport] as const;

/** The page's viewport width as the page sees it. */
function viewportWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.clientWidth);
}

test('every tab of the learning centre is reached by tapping and reflows at 390 and 320 px', async ({
  page,
}) => {
  await page.goto(`${main.url}/personalCenter`);
  await expect(page.getByTestId('learner-name')).toBeVisible();
  const strip = page.getByRole('tablist', { name: '学习中心' });

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const tab of TABS) {
      const control = strip.getByRole('tab', { name: tab.name, exact: true });
      await control.tap();
      await expect(control).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`acativeId=${tab.id}(&|$)`));
      await expect(tab.shown(page)).toBeVisible();
      await expectReflowed(page);
    }
    // The strip scrolls on its own; its tabs are finger-sized.
    expect(await smallTouchTargets(page, '[role=tablist]')).toEqual([]);
    const tabHeight = await strip
      .getByRole('tab')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(tabHeight).toBeGreaterThanOrEqual(44);
  }

  // An evaluation's result opens inside the narrow list without widening it.
  await page.getByRole('tab', { name: '我的测评', exact: true }).tap();
  await page.getByRole('button', { name: '查看结果' }).first().tap();
  await expect(
    page.getByRole('list', { name: /各维度得分$/ }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expectReflowed(page);
});

test('the archive, the statistics, a letter and a certificate reflow at 390 and 320 px', async ({
  page,
}) => {
  // 年度学习档案: its chart follows the width of the screen.
  await page.goto(`${main.url}/personalYearStuday`);
  const chart = page.getByTestId('month-chart').locator('svg');
  await expect(chart).toBeVisible();
  await expect(page.getByTestId('month-table')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const width = await viewportWidth(page);
    await expect
      .poll(() => chart.evaluate((svg) => svg.getBoundingClientRect().right))
      .toBeLessThanOrEqual(width);
    await expectReflowed(page);
  }
  // The month table keeps its columns and scrolls in a box of its own.
  const months = page.getByRole('region', { name: /年各月课程学时表$/ });
  expect(
    await months.evaluate((box) => box.scrollWidth > box.clientWidth),
  ).toBe(true);

  await page.setViewportSize(PHONE.viewport);
  await page.getByRole('link', { name: '报告版式' }).tap();
  await expect(page.getByTestId('archive-summary')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectReflowed(page);
  }

  // 学时统计: the courses become cards, one per course.
  await page.setViewportSize(PHONE.viewport);
  await page.goto(`${main.url}/statistics`);
  await expect(page).toHaveURL(/\/learningcourse/);
  const courses = page.getByRole('list', { name: '各课程学时' });
  await expect(courses.getByRole('listitem').first()).toContainText('学时');
  await expect(page.getByTestId('statistics-months')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectReflowed(page);
  }

  // 消息中心: a letter opens in a dialog as wide as the phone.
  await page.setViewportSize(PHONE.viewport);
  await page.goto(`${main.url}/messageCenter`);
  const letter = page
    .getByRole('list', { name: '消息列表' })
    .getByRole('listitem')
    .first()
    .getByRole('button');
  await expect(letter).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectReflowed(page);
    await letter.tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('article')).toBeVisible();
    const width = await viewportWidth(page);
    // Measured once the dialog's opening zoom has finished.
    await expect
      .poll(async () => (await dialog.boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(width - 16);
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: '知道了' }).tap();
    await expect(dialog).toBeHidden();
  }

  // 我的证书 → one certificate: the A4 sheet is scaled to the screen.
  await page.setViewportSize(PHONE.viewport);
  await page.goto(`${main.url}/personalCenter?acativeId=4`);
  await page
    .getByRole('link', { name: /^查看证书：/ })
    .first()
    .tap();
  const sheet = page.getByTestId('certificate-sheet');
  await expect(page.getByTestId('certificate-no')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const width = await viewportWidth(page);
    await expect
      .poll(() => sheet.evaluate((el) => el.getBoundingClientRect().right))
      .toBeLessThanOrEqual(width);
    // Scaled, not reflowed: the sheet keeps the proportions of A4.
    const { width: w, height: h } = (await sheet.boundingBox()) ?? {
      width: 0,
      height: 0,
    };
    expect(h / w).toBeGreaterThan(1.38);
    expect(h / w).toBeLessThan(1.45);
    await expectReflowed(page);
  }
});

test('the password form on a phone is one column of full-width fields with the spec messages', async ({
  page,
}) => {
  await page.goto(`${main.url}/personalCenter?acativeId=8`);
  const form = page.getByRole('region', { name: '修改密码' });
  const submit = form.getByRole('button', { name: '确定' });
  await expect(form.getByLabel('原密码')).toBeVisible();

  await submit.tap();
  for (const message of [
    '请输入原密码',
    '请输入新密码',
    '请再次输入密码',
    '请输入验证码',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await form.getByLabel('新密码').fill('abc');
  await form.getByLabel('新密码').blur();
  await expect(form.getByText('密码长度8位以上')).toBeVisible();
  await form.getByLabel('新密码').fill('Portal#2027');
  await form.getByLabel('确认密码').fill('Portal#2028');
  await form.getByLabel('确认密码').blur();
  await expect(form.getByText('两次输入密码不一致!')).toBeVisible();

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectReflowed(page);
    const column = await form.boundingBox();
    for (const name of ['原密码', '新密码', '确认密码']) {
      // The field is the box around the input and its show/hide eye.
      const field = form
        .getByLabel(name)
        .locator('xpath=ancestor::span[contains(@class,"ant-input")][1]');
      const box = await field.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.width, `${name} spans the form`).toBeGreaterThanOrEqual(
        column!.width - 2,
      );
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
    // The primary action is a finger's height.
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});
