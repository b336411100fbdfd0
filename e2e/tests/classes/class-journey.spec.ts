import { expect, type Locator, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { answerAll, paperKey } from '../../support/exam-answers';
import { resetBackend, signInFromHeader } from '../../support/portal';

/**
 * A learner's whole journey through an online special class, from the
 * class list to the certificate. The journey class of 001.001
 * (mock-server/src/domains/classes/classes.seed.ts): open, in progress, nobody enrolled,
 * two compulsory 8-second videos nobody has studied, one required homework
 * (HW104) and its graduation paper 17016.
 */
const [main] = TENANTS;
const CLASS = {
  id: 'TBTP10016',
  name: '2026年培训学院干部综合素养提升网上专题班',
  paper: '17016',
};

/** A condition of the graduation checklist, by its title. */
function condition(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: '结业条件' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: new RegExp(`^${title}`) }),
    });
}

/** Opens a compulsory course from the class page and watches it to the end. */
async function studyCourse(page: Page, name: string) {
  const courses = page.getByRole('list', { name: '必修课程' });
  await courses.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/commendIndex\/coursedetail\?id=/);
  const video = page.locator('video[src]');
  await expect(video).toBeVisible();
  await expect(page.getByTestId('study-status')).toHaveText('未学习');
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect(page.getByTestId('study-status')).toHaveText('已学习', {
    timeout: 20_000,
  });
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: CLASS.name }),
  ).toBeVisible();
}

test.beforeEach(async () => {
  await resetBackend();
});

test('a learner enrols in an open class, studies, hands in homework, passes the graduation exam and gets the certificate', async ({
  page,
}) => {
  // Five stages over three remotes, each a cold page load: about a minute
  // on a busy two-core machine.
  test.setTimeout(150_000);
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);

  // 1. The class list: an open class in progress the learner is not in.
  await page.goto(`${main.url}/projectIndex`);
  const card = page
    .getByRole('list', { name: '专题班列表' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: CLASS.name }) });
  await expect(card).toContainText('进行中');
  await expect(card).toContainText('未报名');
  await expect(card).toContainText('自主报名');
  await card.getByRole('link', { name: CLASS.name }).click();
  await expect(page).toHaveURL(`${main.url}/projectDetail?id=${CLASS.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: CLASS.name }),
  ).toBeVisible();

  const panel = page.getByTestId('enrol-panel');
  await panel.getByRole('button', { name: '报名' }).click();
  await expect(panel.getByText('已报名')).toBeVisible();

  // 2. The two compulsory courses, each a short video watched to the end.
  const compulsory = page.getByRole('list', { name: '必修课程' });
  const courseLinks = compulsory.getByRole('link');
  await expect(courseLinks).toHaveCount(2);
  await expect(compulsory).toContainText('未学习');
  const names = await courseLinks.allTextContents();
  for (const name of names) await studyCourse(page, name);
  await expect(compulsory.getByRole('listitem')).toHaveCount(2);
  for (const item of await compulsory.getByRole('listitem').all()) {
    await expect(item).toContainText('已学习');
  }

  // 3. The required homework: text and a file.
  await page
    .getByRole('navigation', { name: '班级栏目' })
    .getByRole('link', { name: '个人作业' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: '个人作业' }),
  ).toBeVisible();
  const homework = page
    .getByRole('list', { name: '班级作业' })
    .getByRole('article')
    .filter({ hasText: '撰写综合素养提升学习体会' });
  const form = homework.getByRole('form', { name: /^提交作业/ });
  await form
    .getByLabel('作业内容')
    .fill('通过本期学习，我梳理了本岗位的三项改进措施并已着手落实。');
  await form.getByLabel(/^附件/).setInputFiles({
    name: '学习体会.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n学习体会\n'),
  });
  await form.getByRole('button', { name: '提交作业' }).click();
  await expect(homework.getByText('作业提交成功')).toBeVisible();
  await expect(homework.getByTestId('homework-submission')).toContainText(
    '学习体会.pdf',
  );

  // 4. The checklist: courses, hours and homework met, the exam open.
  await page.goto(`${main.url}/projectDetail?id=${CLASS.id}`);
  await page
    .getByRole('navigation', { name: '班级栏目' })
    .getByRole('link', { name: '学习档案' })
    .click();
  await expect(page.getByRole('tab', { name: '结业进度' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const title of ['必修课程', '学时要求', '班级作业']) {
    await expect(condition(page, title).getByRole('heading')).toContainText(
      '已完成',
    );
  }
  await expect(condition(page, '必修课程')).toContainText('已完成 2/2');
  await expect(condition(page, '结业考试').getByRole('heading')).toContainText(
    '未完成',
  );
  await condition(page, '结业考试')
    .getByRole('link', { name: '去考试：结业考试' })
    .click();
  await expect(page).toHaveURL(`${main.url}/projectStartExam?id=${CLASS.id}`);

  // The runner (mf-exams, loaded at run time): answer, hand in, pass.
  const runner = page.getByTestId('graduation-runner');
  await runner.getByRole('button', { name: '开始答题' }).click();
  await expect(runner.getByTestId('exam-attempt')).toBeVisible();
  await answerAll(page, await paperKey(CLASS.paper));
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

  // 5. 已结业 in the archive and the learning centre, and the certificate.
  await page.getByRole('link', { name: '返回结业进度' }).click();
  await expect(page.getByRole('heading', { name: /^结业进度/ })).toContainText(
    '已结业',
  );
  await page.goto(`${main.url}/personalCenter`);
  const project = page
    .getByRole('region', { name: '我的培训项目' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: CLASS.name }) });
  await expect(project).toContainText('已结业');
  await expect(project).toContainText('考试已通过');

  await page.goto(`${main.url}/personalCenter?acativeId=4`);
  await expect(
    page.getByRole('link', { name: `查看证书：${CLASS.name}结业证书` }),
  ).toBeVisible();
  await expect(page.getByText(`证书编号 ${certNo!}`)).toBeVisible();
});
