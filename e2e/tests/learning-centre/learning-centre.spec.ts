import { expect, type Page, type Response, test } from '@playwright/test';

import { captchaAnswer } from '../../support/dev-hooks';
import { MOCK_URL, PASSWORD, TENANTS } from '../../support/env';
import {
  expectSamePageLoad,
  fillSsoForm,
  markPageLoad,
  resetBackend,
  signInFromHeader,
} from '../../support/portal';

const [main, , edu] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

async function openCentre(
  page: Page,
  tenant: (typeof TENANTS)[number] = main,
  query = '',
) {
  await page.goto(`${tenant.url}/index`);
  await signInFromHeader(page);
  await page.goto(`${tenant.url}/personalCenter${query}`);
  await expect(page.getByTestId('mf-personal-center-page')).toBeVisible();
}

function lettersLink(page: Page) {
  return page
    .getByRole('complementary', { name: '快捷入口' })
    .getByRole('link', { name: /^消息/ });
}

async function chooseTab(page: Page, name: string, id: number) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`acativeId=${id}(&|$)`));
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('a learner sees the overview and the seeded data of every tab; the tab survives reload', async ({
  page,
}) => {
  await openCentre(page);
  const year = new Date().getFullYear();
  await expect(page.getByText(`${year}年度学时`)).toBeVisible();
  await expect(page.getByTestId('hours-plan')).toContainText(
    /还差.*建议每天学习 \d+(\.\d+)? 学时|已完成本年度学时要求/,
  );
  await expect(
    page.getByRole('list', { name: '继续学习' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(page.getByTestId('overview-unread')).toHaveText('3 条未读消息');

  // 1 我的培训项目 (the default)
  const projects = page.getByRole('region', { name: '我的培训项目' });
  await expect(
    projects.getByRole('link', {
      name: '2026年学习贯彻党的二十届四中全会精神网上专题班',
    }),
  ).toBeVisible();
  await expect(projects.getByText('已结业').first()).toBeVisible();
  await expect(projects.getByText('未结业').first()).toBeVisible();

  // 2 我的课程: hours per course, filters
  await chooseTab(page, '我的课程', 2);
  const courses = page.getByRole('list', { name: '课程列表' });
  await expect(courses.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('course-hours').first()).toContainText(
    /获得 \d+(\.\d+)? \/ \d+(\.\d+)? 学时/,
  );
  // antd hides the radio input behind its label.
  await page
    .locator('label.ant-radio-button-wrapper', { hasText: '学习中' })
    .click();
  await expect(page.getByRole('radio', { name: '学习中' })).toBeChecked();
  await expect(courses.getByRole('listitem')).toHaveCount(4);
  await expect(courses.getByText('已学习')).toHaveCount(0);
  const firstLink = courses.getByRole('link').first();
  await expect(firstLink).toHaveAttribute(
    'href',
    /^\/commendIndex\/course(text)?detail\?id=\d+$/,
  );

  // 3 我的专题
  await chooseTab(page, '我的专题', 3);
  await expect(
    page.getByRole('region', { name: '我的专题' }).getByRole('link').first(),
  ).toHaveAttribute('href', /\/subjectDetail\?id=/);

  // 4 我的证书 (the certificates tab component)
  await chooseTab(page, '我的证书', 4);
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // 5 我的收藏: remove, then undo
  await chooseTab(page, '我的收藏', 5);
  const collects = page.getByRole('list', { name: '收藏列表' });
  await expect(collects.getByRole('listitem')).toHaveCount(6);
  await collects
    .getByRole('button', { name: /^取消收藏/ })
    .first()
    .click();
  await expect(collects.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('status')).toContainText('已取消收藏');
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(collects.getByRole('listitem')).toHaveCount(6);

  // 6 我的消息: unread first
  await chooseTab(page, '我的消息', 6);
  const letters = page.getByRole('list', { name: '消息列表' });
  await expect(letters.getByRole('listitem')).toHaveCount(9);
  await expect(letters.getByRole('listitem').first()).toContainText('未读');

  // 7 调训申请: several states
  await chooseTab(page, '调训申请', 7);
  const applications = page.getByRole('list', { name: '调训申请列表' });
  for (const state of ['待审核', '已通过', '已驳回']) {
    await expect(applications.getByText(state).first()).toBeVisible();
  }

  // 9 我的考试: scores and links to the review pages
  await chooseTab(page, '我的考试', 9);
  const exams = page.getByRole('list', { name: '考试记录' });
  await expect(exams.getByRole('listitem')).toHaveCount(7);
  await expect(exams.getByText('不合格')).toHaveCount(1);
  // Results from before the exam engine have no attempt to review.
  await expect(exams.getByText('历史成绩')).toHaveCount(7);

  // 10 我的测评: a result with its dimensions
  await chooseTab(page, '我的测评', 10);
  await page.getByRole('button', { name: '查看结果' }).first().click();
  await expect(
    page.getByRole('list', { name: /各维度得分$/ }).getByRole('listitem'),
  ).not.toHaveCount(0);

  await page.reload();
  await expect(
    page.getByRole('tab', { name: '我的测评', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: '查看结果' })).toHaveCount(3);
});

function isCaptcha(response: Response) {
  return response.url().includes('/api/webmember/getValidateCode');
}

test('acativeId=8 opens the password tab; a change succeeds and forces a new login', async ({
  page,
}) => {
  const NEW_PASSWORD = 'Centre#2026b';
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  const captcha = page.waitForResponse(isCaptcha);
  await page.goto(`${main.url}/personalCenter?acativeId=8`);
  await expect(
    page.getByRole('tab', { name: '修改密码', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  const body = (await (await captcha).json()) as {
    data: { verificationCodeToken: string };
  };
  const form = page.getByRole('region', { name: '修改密码' });
  await form.getByLabel('原密码').fill(PASSWORD);
  await form.getByLabel('新密码').fill(NEW_PASSWORD);
  await form.getByLabel('确认密码').fill(NEW_PASSWORD);
  await form
    .getByLabel('验证码')
    .fill(await captchaAnswer(body.data.verificationCodeToken));
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功,请重新登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(`${main.url}/index`);
  await page.getByRole('button', { name: '学员登录' }).click();
  await fillSsoForm(page, 'learner', PASSWORD);
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
  await fillSsoForm(page, 'learner', NEW_PASSWORD);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
});

test('reading a letter lowers the unread count in the shell panel without a reload', async ({
  page,
}) => {
  await openCentre(page, main, '?acativeId=6');
  await expect(lettersLink(page)).toHaveAccessibleName('消息，3条未读');
  await markPageLoad(page);
  const letters = page.getByRole('list', { name: '消息列表' });
  const first = letters.getByRole('listitem').first();
  await expect(first).toContainText('未读');
  await first.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('article')).toBeVisible();
  await expect(lettersLink(page)).toHaveAccessibleName('消息，2条未读');
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByTestId('overview-unread')).toHaveText('2 条未读消息');
  await expect(letters.getByText('未读', { exact: true })).toHaveCount(2);
  await expectSamePageLoad(page);
});

async function dispatchCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${MOCK_URL}/api/personal/queryDispatch`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      token: token ?? '',
      tenantId: main.id,
    },
    body: JSON.stringify({ pagesize: 50, pagenum: 0 }),
  });
  const body = (await response.json()) as { data: { totalelements: number } };
  return body.data.totalelements;
}

test('a dispatch application with a missing field shows its message and saves nothing', async ({
  page,
}) => {
  await openCentre(page, main, '?acativeId=7');
  const form = page.getByRole('region', { name: '调训申请' });
  const applications = page.getByRole('list', { name: '调训申请列表' });
  await expect(applications.getByRole('listitem')).toHaveCount(4);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/personal/applyDispatch')) {
      sent.push(request.url());
    }
  });
  await form.getByLabel('培训班名称').fill('全市统计业务骨干培训班');
  await form.getByLabel('主办单位').fill('市统计局');
  // 培训地点 left empty.
  await form.getByLabel('开始日期').fill('2026-09-01');
  await form.getByLabel('开始日期').press('Enter');
  await form.getByLabel('结束日期').fill('2026-09-03');
  await form.getByLabel('结束日期').press('Enter');
  await form.getByLabel('申请学时').fill('16');
  await form.getByLabel('联系电话').fill('13912345678');
  await form.getByLabel('申请理由').fill('参加业务培训，申请计入年度学时。');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入培训地点')).toBeVisible();
  expect(sent).toEqual([]);
  expect(await dispatchCount(page)).toBe(4);
  await expect(applications.getByRole('listitem')).toHaveCount(4);

  // With the field filled in, it is saved and listed first as 待审核.
  await form.getByLabel('培训地点').fill('市行政学院');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(applications.getByRole('listitem')).toHaveCount(5);
  await expect(applications.getByRole('listitem').first()).toContainText(
    '全市统计业务骨干培训班',
  );
  await expect(applications.getByRole('listitem').first()).toContainText(
    '待审核',
  );
  expect(await dispatchCount(page)).toBe(5);
});

test('001.001.065 shows compulsory and optional hours', async ({ page }) => {
  await openCentre(page, edu);
  const hours = page.getByRole('heading', {
    name: `${new Date().getFullYear()}年度学时`,
  });
  await expect(hours).toBeVisible();
  const centre = page.getByTestId('mf-personal-center-page');
  await expect(centre.getByText('必修学时', { exact: true })).toBeVisible();
  await expect(centre.getByText('选修学时', { exact: true })).toBeVisible();
  await expect(centre.getByText('总学时')).toHaveCount(0);
  await expect(page.getByTestId('hours-plan')).toContainText(
    /^还差必修|已完成本年度学时要求/,
  );
});

test('the message centre lists unread letters first and 全部已读 clears the count', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await expect(lettersLink(page)).toHaveAccessibleName('消息，3条未读');
  await markPageLoad(page);
  await lettersLink(page).click();
  await expect(page).toHaveURL(`${main.url}/messageCenter`);
  await expect(
    page.getByRole('heading', { level: 1, name: '消息中心' }),
  ).toBeVisible();
  const letters = page.getByRole('list', { name: '消息列表' });
  const items = letters.getByRole('listitem');
  await expect(items).toHaveCount(9);
  for (let i = 0; i < 3; i++) await expect(items.nth(i)).toContainText('未读');
  await expect(items.nth(3)).not.toContainText('未读');
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(lettersLink(page)).toHaveAccessibleName('消息');
  await expect(letters.getByText('未读', { exact: true })).toHaveCount(0);
  await expect(items).toHaveCount(9);
  await page.getByRole('tab', { name: '通知公告' }).click();
  await expect(
    page.getByRole('list', { name: '通知公告列表' }).getByRole('link').first(),
  ).toHaveAttribute('href', /\/informationDetail\?id=/);
  await expectSamePageLoad(page);
});
