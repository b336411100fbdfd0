import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import {
  fillSsoForm,
  resetBackend,
  signInFromHeader,
} from '../../support/portal';
import { pickOption, selectLabelled } from '../../support/select';

const [main] = TENANTS;

/** Seeded classes of tenant 001.001 (mock-server/src/domains/classes/classes.seed.ts). */
const OPEN_CLASS = {
  id: 'TBTP10004',
  name: '2026年法治政府建设专题网上培训班',
};
const CODE_CLASS = {
  id: 'TBTP10003',
  name: '2026年培训学院数字政府建设能力提升网上专题班',
  /** enrollCodeOf: 'ZTB' + the last four digits of the id. */
  code: 'ZTB0003',
};
const ASSIGNED_CLASS = { id: 'TBTP10014' };
const UPCOMING_OPEN_CLASS = {
  id: 'TBTP10015',
  name: '2027年乡村振兴战略专题网上培训班',
};

test.beforeEach(async () => {
  await resetBackend();
});

async function signIn(page: Page) {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
}

function classList(page: Page) {
  return page.getByRole('list', { name: '专题班列表' });
}

/** Picks `option` in the filter `label` and sees it chosen. */
async function chooseOption(page: Page, label: string, option: string) {
  await pickOption(page, label, option);
  await expect(selectLabelled(page, label)).toHaveText(option);
}

test('the class list keeps year, status, search and page in the address across a reload', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${main.url}/projectIndex`);
  await expect(classList(page).getByRole('listitem')).toHaveCount(8);

  await chooseOption(page, '年度：', '2026年');
  await expect(page).toHaveURL(/[?&]year=2026(&|$)/);
  // 12 classes start in 2026: 8 on the first page, 4 on the second.
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(classList(page).getByRole('listitem')).toHaveCount(4);

  await page.reload();
  await expect(selectLabelled(page, '年度：')).toHaveText('2026年');
  await expect(classList(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

  // A new filter starts from the first page.
  await chooseOption(page, '状态：', '已结束');
  await expect(page).toHaveURL(/status=ENDED/);
  await expect(page).not.toHaveURL(/page=2/);
  const ended = classList(page).getByRole('listitem');
  await expect(ended.first()).toContainText('已结束');
  await expect(ended.filter({ hasText: '进行中' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: '搜索专题班名称' }).fill('保密');
  await page.getByRole('searchbox', { name: '搜索专题班名称' }).press('Enter');
  await expect(page).toHaveURL(/name=%E4%BF%9D%E5%AF%86/);
  await expect(classList(page).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(
    page.getByRole('searchbox', { name: '搜索专题班名称' }),
  ).toHaveValue('保密');
  await expect(classList(page).getByRole('listitem')).toHaveCount(1);
  await expect(
    classList(page).getByRole('link', {
      name: '2026年保密知识与网络安全网上专题班',
    }),
  ).toBeVisible();
});

test('an empty filter shows 暂无专题班，敬请期待', async ({ page }) => {
  await signIn(page);
  await page.goto(
    `${main.url}/projectIndex?name=${encodeURIComponent('不存在的班级')}`,
  );
  await expect(page.getByText('暂无专题班，敬请期待')).toBeVisible();
  await expect(classList(page)).toHaveCount(0);
});

test('the city page lists classes by city and organiser', async ({ page }) => {
  await signIn(page);
  await page.goto(`${main.url}/projectIndexCity`);
  await expect(
    page.getByRole('heading', { level: 1, name: '地市专题班' }),
  ).toBeVisible();
  await page
    .getByRole('radiogroup', { name: '地市：' })
    .locator('label.ant-radio-button-wrapper', { hasText: '天津市' })
    .click();
  await expect(page).toHaveURL(/city=/);
  const items = classList(page).getByRole('listitem');
  await expect(items.first()).toContainText('天津市委组织部');
  await expect(items.filter({ hasNotText: '天津市委组织部' })).toHaveCount(0);
  await page.reload();
  await expect(items.first()).toContainText('天津市委组织部');
});

test('a learner enrols in an open class from its detail page', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${main.url}/projectIndex?year=2026&status=IN_PROGRESS`);
  await classList(page).getByRole('link', { name: OPEN_CLASS.name }).click();
  await expect(page).toHaveURL(`${main.url}/projectDetail?id=${OPEN_CLASS.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: OPEN_CLASS.name }),
  ).toBeVisible();
  await expect(page.getByText('2026-09-01 至 2026-12-20')).toBeVisible();
  await expect(page.getByText('12 学时（必修 8，选修 4）')).toBeVisible();
  await expect(
    page.getByRole('list', { name: '必修课程' }).getByRole('link'),
  ).toHaveCount(3);
  await expect(
    page.getByRole('list', { name: '选修课程' }).getByRole('link'),
  ).toHaveCount(2);
  await expect(page.getByTestId('share-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('share-qr').getByRole('link')).toHaveAttribute(
    'href',
    `${main.url}/enrollmentQrCode?id=${OPEN_CLASS.id}`,
  );

  const panel = page.getByTestId('enrol-panel');
  await panel.getByRole('button', { name: '报名' }).click();
  await expect(panel.getByText('已报名')).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('enrol-panel').getByText('已报名'),
  ).toBeVisible();

  // The class is now one of the learner's training projects.
  await page.goto(`${main.url}/personalCenter`);
  await expect(
    page
      .getByRole('region', { name: '我的培训项目' })
      .getByRole('link', { name: OPEN_CLASS.name }),
  ).toBeVisible();
});

test('a code class refuses a wrong sign-up code and accepts the right one', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${main.url}/projectDetail?id=${CODE_CLASS.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: CODE_CLASS.name }),
  ).toBeVisible();
  const panel = page.getByTestId('enrol-panel');
  await panel.getByLabel('报名码').fill('WRONG1');
  await panel.getByRole('button', { name: '验证并报名' }).click();
  await expect(panel.getByRole('alert')).toHaveText('报名码错误，请重新输入');
  await expect(panel.getByText('已报名')).toHaveCount(0);

  await panel.getByLabel('报名码').fill(CODE_CLASS.code);
  await panel.getByRole('button', { name: '验证并报名' }).click();
  await expect(panel.getByText('已报名')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('an assigned class cannot be self-enrolled', async ({ page }) => {
  await signIn(page);
  await page.goto(`${main.url}/projectDetail?id=${ASSIGNED_CLASS.id}`);
  const panel = page.getByTestId('enrol-panel');
  await expect(
    panel.getByText('由单位统一安排', { exact: true }),
  ).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expect(panel.getByLabel('报名码')).toHaveCount(0);
});

test('a visitor opens /openProjectDetail without signing in, then 登录报名 brings them back to enrol', async ({
  page,
}) => {
  await page.goto(`${main.url}/openProjectDetail?id=${OPEN_CLASS.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: OPEN_CLASS.name }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: '必修课程' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/openCourse(Text)?Detail\?id=/);
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toHaveCount(
    0,
  );

  await page.getByRole('link', { name: /^班级成员/ }).click();
  await expect(page).toHaveURL(`${main.url}/openBjcy?id=${OPEN_CLASS.id}`);
  const firstName = page
    .getByRole('table', { name: '班级成员列表' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first();
  await expect(firstName).toContainText('*');
  await page.goBack();

  await page.getByRole('button', { name: '登录报名' }).click();
  await fillSsoForm(page, 'learner');
  await expect(page).toHaveURL(
    new RegExp(`/projectDetail\\?id=${OPEN_CLASS.id}(&|$)`),
  );
  await expect(
    page.getByTestId('enrol-panel').getByRole('button', { name: '报名' }),
  ).toBeVisible();
});

test('an unknown class id lands on 班级不存在', async ({ page }) => {
  await signIn(page);
  await page.goto(`${main.url}/projectDetail?id=TBTP19999`);
  await expect(page).toHaveURL(`${main.url}/errorCode`);
  await expect(
    page.getByRole('heading', { level: 1, name: '班级不存在' }),
  ).toBeVisible();
  await page.goto(`${main.url}/openProjectDetail?id=nope`);
  await expect(page).toHaveURL(`${main.url}/errorCode`);
});

test('members, notices, news and affairs pages show the seeded data', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${main.url}/projectDetail?id=${OPEN_CLASS.id}`);
  const nav = page.getByRole('navigation', { name: '班级栏目' });

  await nav.getByRole('link', { name: /^班级成员/ }).click();
  await expect(page).toHaveURL(
    `${main.url}/projectDetailBjcy?id=${OPEN_CLASS.id}`,
  );
  const members = page.getByRole('table', { name: '班级成员列表' });
  await expect(
    members.getByRole('cell', { name: '班长', exact: true }),
  ).toBeVisible();
  await expect(members.getByText('*')).toHaveCount(0);
  await expect(page.getByText(/^共 \d+ 人$/)).toBeVisible();

  await page.goto(`${main.url}/projectDetail?id=${OPEN_CLASS.id}`);
  await nav.getByRole('link', { name: /^班级通知/ }).click();
  await expect(page).toHaveURL(`${main.url}/classNotice?id=${OPEN_CLASS.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '班级通知' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: '班级通知列表' })
      .getByRole('heading', { name: '开班通知' }),
  ).toBeVisible();

  await page.goto(`${main.url}/projectDetailBjdt?id=${OPEN_CLASS.id}`);
  await expect(
    page
      .getByRole('list', { name: '班级动态列表' })
      .getByRole('heading', { name: '专题班线上开班仪式顺利举行' }),
  ).toBeVisible();

  await page.goto(`${main.url}/projectDetailBwgl?id=${OPEN_CLASS.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '班务管理' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: '班委会' }).getByRole('row', {
      name: /学习委员/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: '教学安排' }).getByRole('row'),
  ).toHaveCount(5);
  await expect(
    page.getByRole('list', { name: '联系方式' }).getByText(/^班主任/),
  ).toBeVisible();
  await page.getByRole('link', { name: `← ${OPEN_CLASS.name}` }).click();
  await expect(page).toHaveURL(`${main.url}/projectDetail?id=${OPEN_CLASS.id}`);
});

test('the QR enrolment page shows the enrolment form after sign-in and enrols', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${main.url}/enrollmentQrCode?id=${UPCOMING_OPEN_CLASS.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: UPCOMING_OPEN_CLASS.name }),
  ).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveCount(0);
  await page.getByRole('button', { name: '登录报名' }).click();
  await fillSsoForm(page, 'learner');
  await expect(page).toHaveURL(
    new RegExp(`/enrollmentQrCode\\?id=${UPCOMING_OPEN_CLASS.id}(&|$)`),
  );

  const name = page.getByLabel('姓名');
  await expect(name).not.toHaveValue('');
  await expect(page.getByLabel('工作单位')).not.toHaveValue('');
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('职务').fill('科员');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('您已报名该班级')).toBeVisible();
});
