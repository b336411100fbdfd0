import { expect, type Page, test } from '@playwright/test';

import { MOCK_URL, TENANTS } from '../../support/env';
import { answerAll, paperKey } from '../../support/exam-answers';
import { resetBackend, signInFromHeader } from '../../support/portal';

/**
 * Studying in a class (mock-server/src/domains/class-study/class-study.seed.ts): in 001.001,
 * `learner` has done everything in TBTP10002 but its graduation exam (paper
 * 17013); in 001.001.043 the same learner has not handed in the required
 * homework of TBTP20002 (paper 27013), so its exam is closed.
 */
const [main, city] = TENANTS;
const READY = 'TBTP10002';
const READY_PAPER = '17013';
const UNMET = 'TBTP20002';
const UNMET_PAPER = '27013';

async function signIn(page: Page, tenant: (typeof TENANTS)[number]) {
  await page.goto(`${tenant.url}/index`);
  await signInFromHeader(page);
}

/** Calls the mock backend as the signed-in learner of the page. */
async function asLearner(
  page: Page,
  tenantId: string,
  path: string,
  body: object,
) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${MOCK_URL}${path}`, {
    method: 'POST',
    headers: {
      token: token ?? '',
      tenantId,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string },
  };
}

test.beforeEach(async () => {
  await resetBackend();
});

test('a learner hands in homework with a file and sees it; a late one is refused', async ({
  page,
}) => {
  await signIn(page, main);
  await page.goto(`${main.url}/projectDetailGrbjzy?id=${READY}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '个人作业' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: '班级作业' });

  // Graded earlier: the grade and comment.
  const graded = list
    .getByRole('article')
    .filter({ hasText: '结合工作实际撰写学习心得' });
  await expect(graded.getByTestId('homework-grade')).toContainText('92');

  const open = list
    .getByRole('article')
    .filter({ hasText: '选做：本单位工作调研报告' });
  const form = open.getByRole('form', { name: /^提交作业/ });
  // A kind of file that is not allowed is refused before sending.
  await form.getByLabel(/^附件/).setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(form.getByTestId('homework-error')).toHaveText(
    '附件仅支持PDF、Word、TXT、JPG、PNG格式',
  );
  await form.getByLabel('作业内容').fill('本单位调研报告：现状、问题与建议。');
  await form.getByLabel(/^附件/).setInputFiles({
    name: '调研报告.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n调研报告\n'),
  });
  await form.getByRole('button', { name: '提交作业' }).click();
  await expect(open.getByText('作业提交成功')).toBeVisible();
  const mine = open.getByTestId('homework-submission');
  await expect(mine).toContainText('本单位调研报告：现状、问题与建议。');
  await expect(mine).toContainText('调研报告.pdf');

  // Still there after a reload (stored by the server).
  await page.reload();
  await expect(
    list
      .getByRole('article')
      .filter({ hasText: '选做：本单位工作调研报告' })
      .getByTestId('homework-submission'),
  ).toContainText('调研报告.pdf');

  // Past its deadline: no form, a clear message; the server refuses too.
  const late = list
    .getByRole('article')
    .filter({ hasText: '选做：第一阶段学习小结' });
  await expect(late.getByTestId('homework-late')).toHaveText(
    '已超过作业提交截止时间，不能再提交',
  );
  await expect(late.getByRole('button', { name: '提交作业' })).toHaveCount(0);
  const refused = await asLearner(page, main.id, '/api/tbtp/homework/submit', {
    homeworkId: 'HW103',
    content: '补交',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('已超过作业提交截止时间，不能再提交');
});

test('the archive checklist shows each condition with its state and a link; tabs keep the class', async ({
  page,
}) => {
  await signIn(page, city);
  await page.goto(`${city.url}/projectDetailCxda?id=${UNMET}`);
  await expect(page.getByRole('tab', { name: '结业进度' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const checklist = page.getByRole('list', { name: '结业条件' });
  const condition = (title: string) =>
    checklist.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: new RegExp(`^${title}`) }),
    });
  await expect(condition('班级作业')).toContainText('未完成');
  await expect(condition('班级作业')).toContainText('截止时间');
  await expect(
    condition('班级作业').getByRole('link', { name: '去提交：班级作业' }),
  ).toHaveAttribute('href', `/projectDetailGrbjzy?id=${UNMET}`);
  await expect(condition('结业考试')).toContainText('未开放');
  await expect(condition('问卷调查')).toContainText('未完成');
  await expect(condition('学时要求')).toContainText('学时');

  // The link leads to the homework page of the class.
  await condition('班级作业')
    .getByRole('link', { name: '去提交：班级作业' })
    .click();
  await expect(page).toHaveURL(`${city.url}/projectDetailGrbjzy?id=${UNMET}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '个人作业' }),
  ).toBeVisible();
  await page.goBack();

  await page.getByRole('tab', { name: '我的班级' }).click();
  await expect(page).toHaveURL(
    `${city.url}/projectDetailCxda/myClass?id=${UNMET}`,
  );
  await expect(page.getByRole('heading', { name: /^我的班级/ })).toBeVisible();
  await page.getByRole('tab', { name: '学习排行' }).click();
  await expect(page).toHaveURL(
    `${city.url}/projectDetailCxda/excellentProgress?id=${UNMET}`,
  );
  await expect(page.getByTestId('my-rank')).toContainText('我的排名');
});

test('the graduation exam stays closed while conditions are unmet, and the server refuses it', async ({
  page,
}) => {
  await signIn(page, city);
  await page.goto(`${city.url}/projectStartExam?id=${UNMET}`);
  await expect(page.getByTestId('exam-locked')).toContainText(
    '请先完成以下结业条件后再参加结业考试',
  );
  await expect(page.getByTestId('exam-locked')).toContainText('班级作业');
  await expect(page.getByTestId('graduation-runner')).toHaveCount(0);
  const refused = await asLearner(page, city.id, '/api/exam/startRecord', {
    paperId: UNMET_PAPER,
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toContain('班级作业');
});

test('with every other condition met, the runner from mf-exams runs the exam; passing graduates and issues a certificate', async ({
  page,
}) => {
  const exams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf-exams/')) exams.push(request.url());
  });
  await signIn(page, main);
  await page.goto(`${main.url}/projectStartExam?id=${READY}`);
  const runner = page.getByTestId('graduation-runner');
  await expect(runner.getByTestId('exam-intro')).toBeVisible();
  // The runner came from mf-exams' own files at run time.
  expect(exams.some((url) => url.includes('remoteEntry'))).toBe(true);

  await runner.getByRole('button', { name: '开始答题' }).click();
  await expect(runner.getByTestId('exam-attempt')).toBeVisible();
  await answerAll(page, await paperKey(READY_PAPER));
  await runner.getByRole('button', { name: '交卷', exact: true }).click();
  await page
    .getByRole('dialog', { name: '确定交卷吗？' })
    .getByRole('button', { name: '交卷' })
    .click();
  await expect(
    runner.getByRole('heading', { name: /^合格：得分 100/ }),
  ).toBeVisible();

  const graduated = page.getByTestId('graduated');
  await expect(graduated).toContainText('恭喜您已结业');
  const certNo = (await graduated.textContent())?.match(
    /GBWL-\d{4}-\d{6}/,
  )?.[0];
  expect(certNo).toBeTruthy();

  // 已结业 in the archive and the certificate in the learning centre.
  await page.goto(
    `${main.url}/projectDetailCxda/completionSchedule?id=${READY}`,
  );
  await expect(page.getByRole('heading', { name: /^结业进度/ })).toContainText(
    '已结业',
  );
  await page.goto(`${main.url}/personalCenter?acativeId=4`);
  await expect(page.getByText(certNo!).first()).toBeVisible();
});

test('when mf-exams cannot be reached the exam area falls back with 重试 while the page works', async ({
  page,
}) => {
  await signIn(page, main);
  const blocked = '**/mf-exams/*/remoteEntry.js';
  await page.route(blocked, (route) =>
    route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await page.goto(`${main.url}/projectStartExam?id=${READY}`, {
    waitUntil: 'domcontentloaded',
  });
  const runner = page.getByTestId('graduation-runner');
  const fallback = runner
    .getByRole('alert')
    .filter({ hasText: '服务暂不可用' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  // The rest of the page is there and works.
  await expect(
    page.getByRole('heading', { level: 1, name: '结业考试' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '查看结业进度' }).click();
  await expect(page.getByRole('list', { name: '结业条件' })).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible({ timeout: 20_000 });

  await page.unroute(blocked);
  await fallback.getByRole('button', { name: '重试' }).click();
  await expect(runner.getByTestId('exam-intro')).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('a survey with a required answer missing says so and saves nothing; a complete one submits once', async ({
  page,
}) => {
  await signIn(page, main);
  await page.goto(`${main.url}/previewList`);
  const list = page.getByRole('list', { name: '问卷列表' });
  const row = list
    .getByRole('listitem')
    .filter({ hasText: '年度学员学习满意度调查' });
  await expect(row).toContainText('进行中');
  await row.getByRole('link', { name: /^去填写/ }).click();
  await expect(page).toHaveURL(`${main.url}/preview?id=SV102`);

  const group = (label: string) =>
    page.getByRole('group', { name: new RegExp(`^${label}`) });
  await group('您平均每周在平台学习的时间')
    .getByRole('radio', { name: '1至3小时' })
    .check();
  await group('您喜欢的课程形式')
    .getByRole('checkbox', { name: '视频课程' })
    .check();
  await group('您对平台的改进建议').getByRole('textbox').fill('增加案例课程');
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page.getByTestId('survey-error')).toHaveText(
    '请回答第3题：您对平台的总体满意度',
  );
  const none = await fetch(
    `${MOCK_URL}/__db/surveyResponses?surveyId=SV102&tenantId=${main.id}`,
  );
  expect(((await none.json()) as { data: unknown[] }).data).toHaveLength(0);

  // A rating is a row of buttons (radios whose label is what shows).
  await group('您对平台的总体满意度').getByText('4分', { exact: true }).click();
  await expect(
    group('您对平台的总体满意度').getByRole('radio', { name: '4分' }),
  ).toBeChecked();
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page.getByTestId('survey-submitted')).toBeVisible();
  await expect(page.getByTestId('survey-results')).toContainText('共 1 份');

  // Once only: the page shows it was submitted, and the server refuses.
  await page.reload();
  await expect(page.getByText(/您已于 .* 提交该问卷/)).toBeVisible();
  await expect(page.getByRole('button', { name: '提交问卷' })).toHaveCount(0);
  const again = await asLearner(page, main.id, '/api/survey/submit', {
    id: 'SV102',
    answers: { q1: [0], q2: [0], q3: 5, q4: '再交一次' },
  });
  expect(again.status).toBe(400);
  expect(again.body.message).toBe('您已提交过该问卷，每人只能提交一次');

  // An evaluation answered earlier is shown read-only.
  await page.goto(`${main.url}/evaluationPreview?id=EV102`);
  await expect(page.getByTestId('my-answers')).toBeVisible();
  await expect(
    group('教学态度').getByRole('radio', { name: '5分' }),
  ).toBeChecked();
  await expect(
    group('教学态度').getByRole('radio', { name: '5分' }),
  ).toBeDisabled();
});
