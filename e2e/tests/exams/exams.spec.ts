import { expect, type Locator, type Page, test } from '@playwright/test';

import { MOCK_URL, TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

const [main] = TENANTS;

/**
 * Papers seeded in tenant 001.001 (mock-server/src/domains/exams/exams.seed.ts):
 * 17001 classroom test of course 13005; 17008 formal consolidation with a
 * 1-minute limit; 17009 formal, answers never shown, 10 minutes, 3
 * attempts; 17010 formal with a single attempt.
 */
const CLASSROOM_COURSE = '13005';

interface AttemptRecord {
  id: string;
  username: string;
  paperId: string;
  status: string;
  answers: Record<string, string[]>;
}

async function attemptsOf(paperId: string): Promise<AttemptRecord[]> {
  const response = await fetch(
    `${MOCK_URL}/__db/examAttempts?tenantId=${main.id}&username=learner&paperId=${paperId}`,
  );
  const body = (await response.json()) as { data: AttemptRecord[] };
  return body.data;
}

async function serverAnswers(
  paperId: string,
): Promise<Record<string, string[]>> {
  const [attempt] = await attemptsOf(paperId);
  return attempt?.answers ?? {};
}

function question(page: Page, stem: RegExp): Locator {
  return page.getByRole('group', { name: stem });
}

async function openPaper(page: Page, path: string) {
  await page.goto(`${main.url}${path}`);
  await expect(page.getByTestId('exam-intro')).toBeVisible();
}

async function startAnswering(page: Page) {
  await page.getByRole('button', { name: /^(开始答题|再次作答)$/ }).click();
  await expect(page.getByTestId('exam-attempt')).toBeVisible();
}

async function submit(page: Page) {
  await page.getByRole('button', { name: '交卷', exact: true }).click();
  await page
    .getByRole('dialog', { name: '确定交卷吗？' })
    .getByRole('button', { name: '交卷' })
    .click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId('exam-save-status')).toHaveText(
    /^已保存 \d{2}:\d{2}:\d{2}$/,
  );
}

test.beforeEach(async ({ page }) => {
  await resetBackend();
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
});

test('a classroom test after a course passes and credits the test', async ({
  page,
}) => {
  // The course page leads to its test (mf-home → mf-exams).
  await page.goto(
    `${main.url}/commendIndex/coursedetail?id=${CLASSROOM_COURSE}`,
  );
  await page.getByRole('link', { name: '参加随堂测试' }).click();
  await expect(page).toHaveURL(
    `${main.url}/examManage/startExam?courseId=${CLASSROOM_COURSE}`,
  );
  await expect(page.getByTestId('exam-intro')).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: /习近平法治思想概论.*随堂测试/,
    }),
  ).toBeVisible();
  await expect(page.getByTestId('classroom-status')).toHaveText(
    '随堂测试未合格',
  );
  await startAnswering(page);

  await question(page, /全面依法治国的总目标/)
    .getByRole('radio', { name: /^A\. 中国特色社会主义法治体系/ })
    .check();
  const together = question(page, /一体建设/);
  for (const name of ['A. 法治国家', 'B. 法治政府', 'C. 法治社会']) {
    await together.getByRole('checkbox', { name }).check();
  }
  await question(page, /宪法是国家的根本法/)
    .getByRole('radio', { name: '正确' })
    .check();
  // Spaces and full-width characters are normalised by the server.
  await page.getByLabel('第4题 第1空').fill('宪 法');
  await page.getByLabel('第5题 第1空').fill('人民');
  await submit(page);

  await expect(
    page.getByRole('heading', { name: '合格：得分 100 / 100' }),
  ).toBeVisible();
  await expect(page.getByTestId('classroom-credit')).toBeVisible();
  // Passed: the review with the correct answers is shown.
  await expect(page.getByTestId('exam-review')).toContainText('正确答案');

  // Coming back to the test shows the course's test as passed.
  await openPaper(page, `/examManage/startExam?courseId=${CLASSROOM_COURSE}`);
  await expect(page.getByTestId('classroom-status')).toHaveText(
    '随堂测试已合格',
  );
  const history = page.getByRole('region', { name: '我的作答记录' });
  await expect(
    history.getByRole('row', { name: /第1次.*100.*合格/ }),
  ).toBeVisible();

  // The learning centre lists the attempt and opens its review in mf-exams.
  await page.goto(`${main.url}/personalCenter?acativeId=9`);
  const exams = page.getByRole('list', { name: '考试记录' });
  const row = exams.getByRole('listitem').filter({ hasText: '随堂测试' });
  await row
    .first()
    .getByRole('link', { name: /^查看.*详情$/ })
    .click();
  await expect(page).toHaveURL(/\/examManage\/manageExam\?attemptId=/);
  await expect(page.getByTestId('exam-result')).toBeVisible();
});

test('a formal consolidation with a 1-minute limit submits itself at zero with the answers given', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${main.url}/scheme`);
  await expect(
    page.getByRole('heading', { level: 1, name: '巩固练习活动方案' }),
  ).toBeVisible();
  await page
    .getByRole('button', {
      name: /^开始答题：保密知识巩固练习（正式答题·限时1分钟）/,
    })
    .click();
  await expect(page).toHaveURL(/\/solidify\/officialManage\?paperId=17008$/);
  await expect(page.getByTestId('exam-intro')).toContainText('1分钟');
  await startAnswering(page);

  const timer = page.getByRole('timer');
  await expect(timer).toHaveAttribute('aria-live', 'off');
  await expect(timer).toHaveText(/^0[01]:\d{2}$/);
  await question(page, /国家秘密的密级分为/)
    .getByRole('radio', { name: 'A. 绝密、机密、秘密' })
    .check();
  await question(page, /涉密计算机可以/)
    .getByRole('radio', { name: '错误' })
    .check();
  await expectSaved(page);

  // No submit click: the countdown reaches zero and the page submits.
  await expect(page.getByTestId('exam-result')).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByTestId('auto-submitted')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '不合格：得分 50 / 100' }),
  ).toBeVisible();
  const [attempt] = await attemptsOf('17008');
  expect(attempt?.status).toBe('SUBMITTED');
  expect(attempt?.answers).toEqual({ '17008-1': ['A'], '17008-2': ['F'] });
});

test('answers survive an offline period and a page reload mid-exam', async ({
  page,
  context,
}) => {
  await openPaper(page, '/solidify/officialManage?paperId=17009');
  await startAnswering(page);
  await question(page, /银行客服/)
    .getByRole('radio', { name: 'B. 挂断电话，通过官方渠道核实' })
    .check();
  await expectSaved(page);

  await context.setOffline(true);
  const passwords = question(page, /安全的口令习惯/);
  await passwords
    .getByRole('checkbox', { name: 'A. 不同网站使用不同口令' })
    .check();
  await passwords
    .getByRole('checkbox', { name: /^B\. 口令包含大小写字母/ })
    .check();
  await passwords
    .getByRole('checkbox', { name: 'D. 定期更换重要账户口令' })
    .check();
  await page.getByLabel('第4题 第1空').fill('２０１７');
  await expect(page.getByText('网络已断开', { exact: true })).toBeVisible();
  await expect(page.getByTestId('exam-save-status')).toContainText(
    '答案已保存在本机',
  );
  expect(Object.keys(await serverAnswers('17009'))).toEqual(['17009-1']);

  await context.setOffline(false);
  await expectSaved(page);
  await expect
    .poll(async () => Object.keys(await serverAnswers('17009')).sort())
    .toEqual(['17009-1', '17009-2', '17009-4']);

  // Answered, then reloaded before the debounced save could leave.
  await question(page, /免费Wi-Fi/)
    .getByRole('radio', { name: '错误' })
    .check();
  await page.reload();
  await expect(page.getByTestId('exam-attempt')).toBeVisible();
  await expect(
    question(page, /银行客服/).getByRole('radio', {
      name: 'B. 挂断电话，通过官方渠道核实',
    }),
  ).toBeChecked();
  await expect(
    question(page, /安全的口令习惯/).getByRole('checkbox', {
      name: 'D. 定期更换重要账户口令',
    }),
  ).toBeChecked();
  await expect(page.getByLabel('第4题 第1空')).toHaveValue('２０１７');
  await expect(
    question(page, /免费Wi-Fi/).getByRole('radio', { name: '错误' }),
  ).toBeChecked();
  await expectSaved(page);
  await expect
    .poll(async () => (await serverAnswers('17009'))['17009-3'])
    .toEqual(['F']);

  await submit(page);
  await expect(
    page.getByRole('heading', { name: '合格：得分 80 / 100' }),
  ).toBeVisible();
});

test('a failed formal attempt shows no correct answers when the policy says never', async ({
  page,
}) => {
  await openPaper(page, '/solidify/officialManage?paperId=17009');
  await expect(page.getByTestId('exam-intro')).toContainText('不公布');
  await startAnswering(page);
  await question(page, /银行客服/)
    .getByRole('radio', { name: 'A. 立即提供' })
    .check();
  await submit(page);
  await expect(
    page.getByRole('heading', { name: '不合格：得分 0 / 100' }),
  ).toBeVisible();
  await expect(page.getByTestId('review-withheld')).toContainText(
    '本试卷不公布答案和解析',
  );
  await expect(page.getByText('正确答案')).toHaveCount(0);

  // The review page of that attempt withholds them as well.
  const [attempt] = await attemptsOf('17009');
  await page.goto(
    `${main.url}/solidify/officialExam?attemptId=${attempt?.id ?? ''}`,
  );
  await expect(page.getByTestId('review-withheld')).toBeVisible();
  await expect(page.getByText('正确答案')).toHaveCount(0);
  await expect(page.getByText('挂断电话，通过官方渠道核实')).toHaveCount(0);
});

test('the attempt limit is enforced', async ({ page }) => {
  await openPaper(page, '/solidify/officialManage?paperId=17010');
  await expect(page.getByTestId('exam-intro')).toContainText(
    '共1次，已作答0次',
  );
  await startAnswering(page);
  await submit(page);
  await expect(page.getByRole('button', { name: '再次作答' })).toHaveCount(0);

  await openPaper(page, '/solidify/officialManage?paperId=17010');
  await expect(page.getByRole('button', { name: '次数已用完' })).toBeDisabled();
  await expect(page.getByTestId('exam-refusal')).toHaveText(
    '本试卷最多可作答1次，您的作答次数已用完',
  );

  // The plan lists it as used up too, and the server refuses a new attempt.
  await page.goto(`${main.url}/scheme`);
  await expect(
    page.getByRole('button', { name: /^次数已用完：党纪学习教育巩固练习/ }),
  ).toBeDisabled();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${MOCK_URL}/api/exam/startRecord`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      token: token ?? '',
      tenantId: main.id,
    },
    body: JSON.stringify({ paperId: '17010' }),
  });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({
    success: false,
    message: '本试卷最多可作答1次，您的作答次数已用完',
  });
});

test('a start refused because another tab used the last attempt shows the paper as the server has it', async ({
  page,
  context,
}) => {
  const paper = '/solidify/officialManage?paperId=17010';
  await openPaper(page, paper);
  // The same paper in a second tab (its own sign-in: the token is per tab).
  const other = await context.newPage();
  await other.goto(`${main.url}/index`);
  await signInFromHeader(other);
  await openPaper(other, paper);
  await expect(other.getByTestId('exam-intro')).toContainText(
    '共1次，已作答0次',
  );

  // The only attempt is used in the first tab.
  await startAnswering(page);
  await submit(page);

  // The second tab still offers it; the server refuses.
  const start = other.getByRole('button', { name: '开始答题' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(other.getByTestId('exam-refusal')).toHaveText(
    '本试卷最多可作答1次，您的作答次数已用完',
  );
  await expect(other.getByTestId('exam-intro')).toContainText(
    '共1次，已作答1次',
  );
  await expect(
    other.getByRole('button', { name: '次数已用完' }),
  ).toBeDisabled();
  await expect(start).toHaveCount(0);
  await expect(other.getByTestId('exam-attempt')).toHaveCount(0);
  await expect(
    other
      .getByRole('region', { name: '我的作答记录' })
      .getByRole('row', { name: /第1次/ }),
  ).toBeVisible();
});

test('leaving mid-exam asks for confirmation first', async ({ page }) => {
  await openPaper(page, '/solidify/officialManage?paperId=17009');
  await startAnswering(page);
  await question(page, /银行客服/)
    .getByRole('radio', { name: 'B. 挂断电话，通过官方渠道核实' })
    .check();
  const home = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '首页' });

  await home.click();
  const ask = page.getByRole('dialog', { name: '确定离开答题页面吗？' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '继续答题' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/solidify\/officialManage\?paperId=17009$/);
  await expect(
    question(page, /银行客服/).getByRole('radio', {
      name: 'B. 挂断电话，通过官方渠道核实',
    }),
  ).toBeChecked();

  await home.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '离开' }).click();
  // Wherever the shell's 首页 leads (the learner's home).
  const homeHref = (await home.getAttribute('href')) ?? '/index';
  await expect(page).toHaveURL(`${main.url}${homeHref}`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();

  // Back in the exam (it resumes), closing the tab asks the browser too.
  await page.goto(`${main.url}/solidify/officialManage?paperId=17009`);
  await expect(page.getByTestId('exam-attempt')).toBeVisible();
  await page.getByLabel('第4题 第1空').fill('2017');
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const shown = await dialog;
  expect(shown.type()).toBe('beforeunload');
  // Leaving for good: a dismissed prompt would leave a page whose unload
  // handler the test's own teardown then has to fight.
  const closed = page.waitForEvent('close');
  await shown.accept();
  await closed;
});
