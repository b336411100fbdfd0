import { expect, type Page, test } from '@playwright/test';

import { MOCK_URL, TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

const [main, city, blue] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: '主导航' });
}

/** The id of a seeded topic of the tenant, found by name. */
async function topicId(tenantId: string, name: string): Promise<string> {
  const response = await fetch(`${MOCK_URL}/api/subject/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', tenantId },
    body: JSON.stringify({ pagesize: 100, pagenum: 0, name }),
  });
  const body = (await response.json()) as {
    data: { datalist: { id: string; name: string }[] };
  };
  const topic = body.data.datalist.find((item) => item.name === name);
  expect(topic, `seeded topic ${name}`).toBeTruthy();
  return topic?.id ?? '';
}

test('a learner opens 专题, pages the list, opens a topic and one of its courses', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await mainMenu(page).getByRole('link', { name: '专题', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '专题学习' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: '专题列表' });
  await expect(list.getByRole('listitem')).toHaveCount(6);

  // The page is kept in the address: a reload shows the same page.
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const secondPage = await list.getByRole('heading').allTextContents();
  await page.reload();
  await expect(list.getByRole('heading')).toHaveText(secondPage);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(list.getByRole('listitem')).toHaveCount(6);

  await page.getByLabel('专题名称').fill('法治');
  await page.getByLabel('专题名称').press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: '法治政府建设专题' }).click();

  await expect(page).toHaveURL(/\/subjectDetail\?id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: '法治政府建设专题' }),
  ).toBeVisible();
  const progress = page.getByRole('region', { name: '我的学习进度' });
  await expect(progress).toContainText('已学习');
  const courses = page.getByRole('list', { name: '专题课程' });
  const count = await courses.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('topic-learned')).toHaveText(
    new RegExp(`^\\d+ / ${count}$`),
  );
  const first = courses.getByRole('heading').first();
  const title = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(
    /\/commendIndex\/(coursedetail|coursetextdetail)\?id=/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
});

test('a learner opens 专栏推荐, a column and reads one of its articles', async ({
  page,
}) => {
  await page.goto(`${city.url}/index`);
  await signInFromHeader(page);
  await mainMenu(page).getByRole('link', { name: '专栏推荐' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '专栏推荐' }),
  ).toBeVisible();
  await page
    .getByRole('list', { name: '专栏列表' })
    .getByRole('link', { name: '微课堂' })
    .click();
  await expect(page).toHaveURL(/\/specialReDetails\?id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: '微课堂' }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: '专栏课程' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page
    .getByRole('list', { name: '专栏文章' })
    .getByRole('link', { name: '碎片时间怎样学' })
    .click();
  await expect(page).toHaveURL(/\/specialReTextDetails\?id=\d+&columnId=\d+/);
  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', { level: 1, name: '碎片时间怎样学' }),
  ).toBeVisible();
  await expect(article).toContainText(
    '微课堂的课程都在15分钟以内，适合在通勤、候会等碎片时间学习。',
  );
  await page.getByRole('link', { name: '返回专栏：微课堂' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '微课堂' }),
  ).toBeVisible();
});

test('the master lecture hall lists teachers; a teacher page shows their courses', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await page.goto(`${main.url}/masterLectureHall`);
  await expect(page).toHaveURL(/\/masterLectureHall\/list/);
  const teachers = page.getByRole('list', { name: '名师列表' });
  await expect(teachers.getByRole('listitem')).toHaveCount(8);
  await expect(teachers.getByRole('img', { name: '周晓岚' })).toBeVisible();
  await teachers.getByRole('link', { name: '周晓岚' }).click();
  await expect(page).toHaveURL(/\/masterLectureHall\/info\?id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: '周晓岚' }),
  ).toBeVisible();
  await expect(page.getByText('中国艺术研究院研究员')).toBeVisible();
  const courses = page.getByRole('list', { name: '主讲课程' });
  await expect(courses.getByRole('listitem').first()).toBeVisible();
  const cards = courses.getByTestId('course-card');
  for (const text of await cards.allTextContents()) {
    expect(text).toContain('讲师：周晓岚');
  }
  await expect(
    courses.getByRole('link', { name: '书法艺术鉴赏' }),
  ).toBeVisible();
});

test('文艺专业课程 lists that root category; page and tab survive a reload', async ({
  page,
}) => {
  await page.goto(`${blue.url}/index`);
  await signInFromHeader(page);
  await mainMenu(page).getByRole('link', { name: '文艺专业课程' }).click();
  await expect(page).toHaveURL(`${blue.url}/literaryIndex`);
  await expect(
    page.getByRole('heading', { level: 1, name: '文艺专业课程' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: '课程列表' });
  const literary = [
    '新时代文艺创作的方向与使命',
    '书法艺术鉴赏',
    '中国传统音乐赏析',
    '经典影视作品中的时代精神',
    '非物质文化遗产保护与传承',
  ];
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const firstPage = await list.getByRole('heading').allTextContents();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const secondPage = await list.getByRole('heading').allTextContents();
  expect([...firstPage, ...secondPage].sort()).toEqual([...literary].sort());
  await page.reload();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(list.getByRole('heading')).toHaveText(secondPage);

  // 综合素养 has sub-categories: a tab is kept in the address too.
  await mainMenu(page).getByRole('link', { name: '综合素养课程' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '综合素养课程' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: '历史文化' }).click();
  await expect(page).toHaveURL(/[?&]tab=\d+/);
  await expect(
    list.getByRole('link', { name: '诗词中的家国情怀' }),
  ).toBeVisible();
  await expect(
    list.getByRole('link', { name: '情绪管理与沟通技巧' }),
  ).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: '历史文化' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    list.getByRole('link', { name: '诗词中的家国情怀' }),
  ).toBeVisible();
});

test('a visitor opens a shared topic and sees its courses without signing in', async ({
  page,
}) => {
  const name = '学习贯彻党的二十届四中全会精神专题';
  const id = await topicId(main.id, name);
  await page.goto(`${main.url}/openNewSpecialCourseDetail?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(
    `${main.url}/openNewSpecialCourseDetail?id=${id}`,
  );
  const courses = page.getByRole('list', { name: '专题课程' });
  await expect(courses.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '我的学习进度' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: '登录学习' })).toBeVisible();
  const first = courses.getByRole('heading').first().getByRole('link');
  await expect(first).toHaveAttribute(
    'href',
    /^\/(openCourseDetail|openCourseTextDetail)\?id=\d+$/,
  );
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toHaveCount(
    0,
  );

  await page.goto(`${main.url}/openNewSpecialCourseDetail?id=nope`);
  await expect(
    page.getByRole('heading', { level: 1, name: '专题不存在' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
});
