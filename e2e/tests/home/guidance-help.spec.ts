import { expect, type Page, test } from '@playwright/test';

import { MOCK_URL, TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

const [main] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

async function signIn(page: Page) {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
}

/** The learner's remaining hours this year, from the mock backend. */
async function remainingHours(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${MOCK_URL}/api/portal/course/guidance`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      token: token ?? '',
      tenantId: main.id,
    },
    body: '{}',
  });
  const body = (await response.json()) as {
    data: { hours: { remaining: { total: number; compulsory: number } } };
  };
  return body.data.hours.remaining;
}

test('the home page shows the 党性教育基地 and 数字图书 blocks', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  const home = page.getByTestId('mf-home-page');
  await expect(
    home.getByRole('heading', { name: '党性教育基地', level: 2 }),
  ).toBeVisible();
  const bases = home.getByRole('list', { name: '党性教育基地' });
  await expect(bases.getByRole('listitem')).toHaveCount(8);
  await expect(
    bases.getByRole('link', { name: '中国共产党历史展览馆' }),
  ).toHaveAttribute('target', '_blank');
  await expect(bases.locator('img').first()).toHaveJSProperty('complete', true);
  expect(
    await bases
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  await expect(
    home.getByRole('heading', { name: '数字图书', level: 2 }),
  ).toBeVisible();
  const books = home.getByRole('list', { name: '数字图书' });
  await expect(books.getByRole('listitem')).toHaveCount(6);
  await expect(books.getByRole('link', { name: '红星照耀中国' })).toBeVisible();
  await expect(
    home.getByRole('link', { name: '数字图书：更多（新窗口打开）' }),
  ).toHaveAttribute('target', '_blank');
});

test('a learner sees the remaining hours and suggestions, and an interest changes them', async ({
  page,
}) => {
  await signIn(page);
  const remaining = await remainingHours(page);
  expect(remaining.total).toBeGreaterThan(0);
  await page.goto(`${main.url}/intelligentGuidance`);
  await expect(
    page.getByRole('heading', { name: '智能导学', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('还需学时', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${remaining.total} 学时`, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(`${remaining.compulsory} 学时`, { exact: true }),
  ).toBeVisible();

  const list = page.getByRole('list', { name: '推荐课程' });
  await expect(list.getByRole('listitem').first()).toContainText('必修课程');
  await expect(list).toContainText('推荐课程');
  await expect(list).not.toContainText('兴趣：文艺专业');
  await expect(page.getByTestId('suggestion-summary')).toContainText(
    `可完成本年度还需的 ${remaining.total} 学时`,
  );

  await page.getByRole('checkbox', { name: '文艺专业' }).click();
  await expect(page.getByRole('checkbox', { name: '文艺专业' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]interests=/);
  await expect(list).toContainText('兴趣：文艺专业');
  await expect(list.getByRole('listitem').first()).toContainText('必修课程');

  // The interest stays after a reload (it is in the address).
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '文艺专业' })).toBeChecked();
  await expect(
    page.getByRole('list', { name: '推荐课程' }).first(),
  ).toContainText('兴趣：文艺专业');

  // A suggested course opens its study page.
  const first = page
    .getByRole('list', { name: '推荐课程' })
    .getByRole('link')
    .first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/commendIndex\/course(text)?detail\?id=/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a visitor opens /openIntelligentGuidance without being sent to sign in', async ({
  page,
}) => {
  await page.goto(`${main.url}/openIntelligentGuidance`);
  await expect(
    page.getByRole('heading', { name: '智能导学', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${main.url}/openIntelligentGuidance`);
  await expect(
    page.getByText('登录后可根据您本年度还需完成的学时个性化推荐课程。'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByText('还需学时', { exact: true })).toHaveCount(0);

  // The box follows the address, which the router updates a moment later.
  await page.getByRole('checkbox', { name: '政治理论' }).click();
  await expect(page.getByRole('checkbox', { name: '政治理论' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]interests=/);
  const list = page.getByRole('list', { name: '推荐课程' });
  await expect(list.getByRole('listitem').first()).toContainText(
    '兴趣：政治理论',
  );
  const link = list.getByRole('link').first();
  await expect(link).toHaveAttribute(
    'href',
    /^\/(openCourseDetail|openCourseTextDetail)\?id=/,
  );
  await link.click();
  await expect(page).toHaveURL(/\/open(Course|CourseText)Detail\?id=/);
});

test('a visitor reads the operation guide and the FAQ', async ({ page }) => {
  await page.goto(`${main.url}/guide`);
  await expect(page).toHaveURL(`${main.url}/operateGuide`);
  await expect(
    page.getByRole('heading', { name: '帮助中心', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '学时如何认定' }),
  ).toBeVisible();
  await expect(page.getByText(/30分钟及以上的课程计1学时/)).toBeVisible();

  const question = page.getByRole('button', { name: /为什么视频不能快进/ });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText(/首次学习时不能拖动到尚未观看的位置/),
  ).toBeVisible();

  await expect(page.getByText('登录后可提交反馈')).toBeVisible();
  await expect(page.getByLabel('反馈内容')).toHaveCount(0);
});

test('a learner submits feedback and sees it in 我的反馈; an empty one is not sent', async ({
  page,
}) => {
  await signIn(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/suggest/createSuggest')) {
      sent.push(request.postData() ?? '');
    }
  });
  await page.goto(`${main.url}/operateGuide`);
  const mine = page.getByRole('list', { name: '我的反馈' });
  // The seeded answered feedback of learner.
  await expect(mine).toContainText('已回复');

  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请输入反馈内容')).toBeVisible();
  expect(sent).toEqual([]);

  const content = `希望增加数字政府相关课程 ${Date.now()}`;
  await page.getByLabel('反馈内容').fill(content);
  await expect(page.getByText(`${[...content].length} / 500`)).toBeVisible();
  await page.getByLabel('联系电话（选填）').fill('1380013800');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  expect(sent).toEqual([]);

  await page.getByLabel('联系电话（选填）').fill('13800138000');
  await page.getByRole('button', { name: '提交反馈' }).click();
  const first = mine.getByRole('listitem').first();
  await expect(first).toContainText(content);
  await expect(first).toContainText('待回复');
  expect(sent).toHaveLength(1);
  await expect(page.getByLabel('反馈内容')).toHaveValue('');
});

test('/classList shows the academy topics with paging, and the courses tab', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${main.url}/classList`);
  await expect(
    page.getByRole('heading', { name: '中国干部网络学院', level: 1 }),
  ).toBeVisible();
  const topics = page.getByRole('list', { name: '中国干部网络学院专题' });
  await expect(topics.getByRole('listitem')).toHaveCount(8);
  const firstTopic = await topics.getByRole('heading').first().textContent();

  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(topics.getByRole('listitem')).toHaveCount(6);
  await expect(topics).not.toContainText(firstTopic ?? '');

  await page.getByRole('tab', { name: '课程' }).click();
  await expect(page).toHaveURL(/[?&]tab=course/);
  await expect(page).not.toHaveURL(/page=2/);
  const courses = page.getByRole('list', { name: '中国干部网络学院课程' });
  await expect(courses.getByRole('listitem')).toHaveCount(12);

  // Back returns to the topics' second page.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(topics.getByRole('listitem')).toHaveCount(6);
});
