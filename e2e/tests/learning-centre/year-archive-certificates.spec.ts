import fs from 'node:fs';

import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import {
  postAsPageUser,
  resetBackend,
  signInFromHeader,
} from '../../support/portal';

const [main] = TENANTS;
const year = new Date().getFullYear();

test.beforeEach(async ({ page }) => {
  await resetBackend();
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
});

/** A call to the mock backend as the signed-in learner of the page. */
async function asLearner<T>(page: Page, path: string, body: object) {
  const answer = await postAsPageUser<T>(page, path, body, main.id);
  expect(answer.status).toBe(200);
  return answer.body.data as T;
}

/** Picks an option of the antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  // antd keeps role=option on a hidden list for screen readers; the
  // visible item is what a mouse clicks.
  await page
    .locator('.ant-select-item-option', { hasText: option })
    .first()
    .click();
}

test('the annual archive charts the months and categories of the chosen year, with the chart library loaded on this page only', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(await response.text().catch(() => ''));
  });
  const hasChartLibrary = () =>
    scripts.some((text) => text.includes('ct-chart-bar'));

  await page.goto(`${main.url}/personalCenter`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hasChartLibrary(), 'chartist stays out of the learning centre').toBe(
    false,
  );

  await page.goto(`${main.url}/personalYearStuday`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${year}年度学习档案` }),
  ).toBeVisible();
  const chart = page.getByTestId('month-chart');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart.locator('line.ct-bar')).toHaveCount(12);
  await expect(chart).toHaveAttribute('aria-label', /月\d+(\.\d+)?学时/);
  expect(hasChartLibrary()).toBe(true);

  const months = page.getByTestId('month-table');
  const categories = page.getByTestId('category-table');
  await expect(categories.locator('tbody tr').first()).toBeVisible();
  await expect(
    page.getByTestId('category-chart').locator('line.ct-bar'),
  ).not.toHaveCount(0);
  const monthsThisYear = await months.innerText();
  const categoriesThisYear = await categories.innerText();
  const chartLabelThisYear = await chart.getAttribute('aria-label');

  await choose(page, '选择年度', `${year - 1}年`);
  await expect(page).toHaveURL(new RegExp(`[?&]year=${year - 1}`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${year - 1}年度学习档案` }),
  ).toBeVisible();
  await expect(months).toContainText(`${year - 1}年各月课程学时`);
  await expect.poll(() => months.innerText()).not.toBe(monthsThisYear);
  await expect.poll(() => categories.innerText()).not.toBe(categoriesThisYear);
  await expect
    .poll(() => chart.getAttribute('aria-label'))
    .not.toBe(chartLabelThisYear);

  // The year survives a reload; the report layout shows the same year.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `${year - 1}年度学习档案` }),
  ).toBeVisible();
  await page.getByRole('link', { name: '报告版式' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${year - 1}年度学习报告` }),
  ).toBeVisible();
  await expect(page.getByTestId('archive-summary')).toContainText('学时');
});

test('the study statistics export the courses of the year as CSV', async ({
  page,
}) => {
  await page.goto(`${main.url}/statistics`);
  await expect(page).toHaveURL(/\/learningcourse/);
  await expect(
    page.getByRole('heading', { level: 1, name: '学时统计' }),
  ).toBeVisible();
  const stats = await asLearner<{
    courses: { courseName: string; hours: number }[];
  }>(page, '/api/personal/yearCourseTotalStatistics', { year });
  expect(stats.courses.length).toBeGreaterThan(0);
  const table = page.getByTestId('statistics-courses');
  await expect(table).toContainText(stats.courses[0]!.courseName);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出课程学时CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`学时统计-${year}-课程.csv`);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('序号,课程名称,分类,子分类,课程性质,学时,完成时间');
  // One line per course, the total, and the empty string after the last CRLF.
  expect(lines).toHaveLength(stats.courses.length + 3);
  stats.courses.forEach((course, i) => {
    expect(lines[i + 1]).toContain(`${i + 1},${course.courseName},`);
  });
  expect(lines[stats.courses.length + 1]).toMatch(/^合计,,,,,[\d.]+,$/);
});

test('a certificate shows its number and a QR code whose link says valid to a visitor; a revoked number says revoked', async ({
  page,
  browser,
}) => {
  const list = await asLearner<{
    datalist: { id: string; certNo: string; status: string }[];
  }>(page, '/api/personal/queryMyCertificateList', {
    pagesize: 10,
    pagenum: 0,
  });
  const valid = list.datalist.find((c) => c.status === 'VALID')!;
  const revoked = list.datalist.find((c) => c.status === 'REVOKED')!;

  await page.goto(`${main.url}/certificate?id=${valid.id}`);
  await expect(page.getByTestId('certificate-no')).toHaveText(valid.certNo);
  await expect(page.getByTestId('certificate-qr').locator('svg')).toBeVisible();
  await expect(
    page.getByRole('button', { name: '打印/保存为PDF' }),
  ).toBeVisible();
  const link = page.getByTestId('certificate-verify-link');
  const url = (await link.textContent()) ?? '';
  expect(url).toBe(
    `${main.url}/certificateVerify?no=${encodeURIComponent(valid.certNo)}`,
  );
  await expect(link).toHaveAttribute('href', url);

  // Printed, the certificate is one A4 page.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  // A4 is 595 × 842 points.
  expect(pdf).toMatch(
    /\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/,
  );

  const visitor = await browser.newContext({ locale: 'zh-CN' });
  try {
    const scan = await visitor.newPage();
    await scan.goto(url);
    await expect(
      scan.getByRole('heading', { level: 1, name: '证书验证' }),
    ).toBeVisible();
    await expect(scan.getByText('证书有效', { exact: true })).toBeVisible();
    await expect(scan.getByText('张*员')).toBeVisible();
    await expect(scan.getByRole('button', { name: '学员登录' })).toHaveCount(0);

    await scan.goto(
      `${main.url}/certificateVerify?no=${encodeURIComponent(revoked.certNo)}`,
    );
    await expect(scan.getByText('证书已撤销', { exact: true })).toBeVisible();
    await expect(scan.getByText(/撤销原因/)).toBeVisible();

    await scan.goto(`${main.url}/certificateVerify?no=GBWL-2001-999999`);
    await expect(scan.getByText('未找到该证书', { exact: true })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('the profile rejects a bad mobile number and saves a good one with a new avatar', async ({
  page,
}) => {
  await page.goto(`${main.url}/personalInfo`);
  await expect(
    page.getByRole('heading', { level: 1, name: '个人资料' }),
  ).toBeVisible();
  const phone = page.getByLabel('手机号');
  await phone.fill('1391234');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await expect(page.getByText('保存成功')).toHaveCount(0);

  await phone.fill('13912345678');
  await page.getByRole('radio', { name: '头像3' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  // The shell's top bar shows the new avatar without a reload.
  const topbarAvatar = page
    .getByRole('navigation', { name: '页面导航' })
    .getByRole('img', { name: '张学员的头像' });
  await expect(topbarAvatar).toHaveAttribute('src', /avatar-2\.svg$/);

  await page.reload();
  await expect(page.getByTestId('profile-telephone')).toHaveText('13912345678');
  await expect(page.getByLabel('手机号')).toHaveValue('13912345678');
  await expect(page.getByRole('radio', { name: '头像3' })).toBeChecked();
});
