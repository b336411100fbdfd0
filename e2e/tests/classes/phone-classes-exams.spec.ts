import { expect, type Locator, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { answerAll, paperKey } from '../../support/exam-answers';
import { resetBackend } from '../../support/portal';
import {
  expectReflowed,
  PHONE,
  smallTouchTargets,
  useSession,
} from '../../support/small-screens';
import { pickOption } from '../../support/select';

const [main] = TENANTS;

/**
 * Seeded data of tenant 001.001 (mock-server/src/domains/class-study/class-study.seed.ts and
 * exams.ts): `learner` studies in TBTP10002; paper 17015 is the formal
 * consolidation 法治素养巩固练习（正式答题）, 20 minutes, answers shown
 * after submitting.
 */
const CLASS = 'TBTP10002';
const PAPER = '17015';
const PAPER_TITLE = '法治素养巩固练习（正式答题）';

test.use(PHONE);

test.beforeEach(async ({ page }) => {
  // Each test visits several pages at two widths.
  test.setTimeout(120_000);
  // Before the session: a reset ends the sessions the backend knows.
  await resetBackend();
  await useSession(page);
});

/** The page reflows and its controls are big enough to tap. */
async function expectPhonePage(page: Page) {
  await expectReflowed(page);
  // antd keeps each radio's and checkbox's native input invisible (opacity 0)
  // inside its label; the label, also measured, is what is tapped.
  const small = await smallTouchTargets(page);
  expect(small.filter((s) => !/^input "" 1[46]×1[46]$/.test(s))).toEqual([]);
}

/**
 * Checks the page on the 390 px phone, then at 320 px (WCAG 1.4.10), then
 * goes back to the phone for the next page.
 */
async function atPhoneWidths(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await expectPhonePage(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(ready).toBeVisible();
  await expectPhonePage(page);
  await page.setViewportSize(PHONE.viewport);
}

async function open(page: Page, path: string) {
  await page.goto(`${main.url}${path}`);
}

test('the class list, a class and its members reflow on a phone', async ({
  page,
}) => {
  await open(page, '/projectIndex');
  const classes = page.getByRole('list', { name: '专题班列表' });
  await expect(classes.getByRole('listitem')).toHaveCount(8);
  // One column of cards: every card starts at the same left edge.
  const lefts = await classes
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().left)),
    );
  expect(new Set(lefts).size).toBe(1);
  // The year and status rows fold behind 筛选 until asked for.
  const filter = page.getByRole('button', { name: /^筛选/ });
  await expect(page.getByRole('combobox', { name: '年度：' })).toBeHidden();
  await atPhoneWidths(page, classes.getByRole('listitem').first());
  await filter.tap();
  await expect(filter).toHaveAttribute('aria-expanded', 'true');
  const years = page.getByRole('combobox', { name: '年度：' });
  await pickOption(page, '年度：', '2026年', 'tap');
  await expect(page).toHaveURL(/[?&]year=2026(&|$)/);
  await expect(filter).toHaveText(/筛选（1）/);
  await atPhoneWidths(page, years);

  await open(page, `/projectDetail?id=${CLASS}`);
  const sections = page.getByRole('navigation', { name: '班级栏目' });
  await atPhoneWidths(page, sections.getByRole('link', { name: /^班级成员/ }));

  await sections.getByRole('link', { name: /^班级成员/ }).tap();
  await expect(page).toHaveURL(`${main.url}/projectDetailBjcy?id=${CLASS}`);
  // A card per member instead of a squeezed table.
  const members = page.getByRole('list', { name: '班级成员列表' });
  await expect(page.getByRole('table')).toHaveCount(0);
  await atPhoneWidths(page, members.getByRole('listitem').first());
});

test('the study archive tabs, homework, class affairs and notices reflow on a phone', async ({
  page,
}) => {
  await open(page, `/projectDetailCxda?id=${CLASS}`);
  const checklist = page.getByRole('list', { name: '结业条件' });
  await atPhoneWidths(page, checklist.getByRole('listitem').first());
  // The four tabs all fit at 320 px: none hides behind ⋯.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const name of ['我的班级', '我的考试', '结业进度', '学习排行']) {
    await expect(page.getByRole('tab', { name })).toBeInViewport();
  }
  await page.setViewportSize(PHONE.viewport);
  await page.getByRole('tab', { name: '我的班级' }).tap();
  await expect(page).toHaveURL(
    `${main.url}/projectDetailCxda/myClass?id=${CLASS}`,
  );
  await atPhoneWidths(
    page,
    page.getByRole('heading', { name: /^我的班级/, level: 2 }),
  );
  await page.getByRole('tab', { name: '我的考试' }).tap();
  await atPhoneWidths(
    page,
    page.getByRole('heading', { name: '我的考试', level: 2 }),
  );
  await page.getByRole('tab', { name: '学习排行' }).tap();
  await expect(page).toHaveURL(
    `${main.url}/projectDetailCxda/excellentProgress?id=${CLASS}`,
  );
  await atPhoneWidths(
    page,
    page
      .getByRole('list', { name: '班级学习排行' })
      .getByRole('listitem')
      .first(),
  );

  await open(page, `/projectDetailGrbjzy?id=${CLASS}`);
  const homework = page.getByRole('list', { name: '班级作业' });
  await atPhoneWidths(page, homework.getByRole('article').first());

  await open(page, `/projectDetailBwgl?id=${CLASS}`);
  await atPhoneWidths(
    page,
    page.getByRole('list', { name: '教学安排' }).getByRole('listitem').first(),
  );
  await open(page, `/classNotice?id=${CLASS}`);
  await atPhoneWidths(
    page,
    page
      .getByRole('list', { name: '班级通知列表' })
      .getByRole('article')
      .first(),
  );
});

test('the city list, the graduation exam, surveys and the exam plans reflow on a phone', async ({
  page,
}) => {
  await open(page, '/projectIndexCity');
  await atPhoneWidths(page, page.getByRole('radiogroup', { name: '地市：' }));
  await open(page, `/projectStartExam?id=${CLASS}`);
  await atPhoneWidths(page, page.getByTestId('exam-intro'));

  await open(page, '/previewList');
  const surveys = page.getByRole('list', { name: '问卷列表' });
  const survey = surveys
    .getByRole('listitem')
    .filter({ hasText: '年度学员学习满意度调查' });
  await atPhoneWidths(page, survey);
  await survey.getByRole('link', { name: /^去填写/ }).tap();
  await expect(page).toHaveURL(`${main.url}/preview?id=SV102`);
  const weekly = page.getByRole('group', {
    name: /^您平均每周在平台学习的时间/,
  });
  await atPhoneWidths(page, weekly);
  // Each choice is a whole row to tap.
  const choice = weekly.locator('label', { hasText: '1至3小时' });
  expect((await choice.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await choice.tap();
  await expect(weekly.getByRole('radio', { name: '1至3小时' })).toBeChecked();
  const send = page.getByRole('button', { name: '提交问卷' });
  expect((await send.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  for (const [path, title] of [
    ['/scheme', '巩固练习活动方案'],
    ['/cultivate', '培训考试计划'],
  ] as const) {
    await open(page, path);
    await expect(
      page.getByRole('heading', { level: 1, name: title }),
    ).toBeVisible();
    const papers = page.getByRole('list', { name: '试卷列表' });
    await atPhoneWidths(page, papers.getByRole('listitem').first());
  }
});

test('a learner answers an exam by touch on a phone and reads the result', async ({
  page,
}) => {
  await open(page, '/scheme');
  const plan = page
    .getByRole('list', { name: '试卷列表' })
    .getByRole('listitem')
    .filter({ hasText: PAPER_TITLE });
  const start = plan.getByRole('button', { name: `开始答题：${PAPER_TITLE}` });
  expect((await start.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await start.tap();
  await expect(page).toHaveURL(
    new RegExp(`/solidify/officialManage\\?paperId=${PAPER}$`),
  );
  await expect(page.getByTestId('exam-intro')).toBeVisible();
  await expectPhonePage(page);
  await page.getByRole('button', { name: '开始答题' }).tap();
  const attempt = page.getByTestId('exam-attempt');
  await expect(attempt).toBeVisible();
  await expectPhonePage(page);

  // Every option is a full-width row of the question card, 44 px or taller.
  const cards = page.getByTestId('exam-question');
  await expect(cards.first()).toBeVisible();
  const rows = await cards.evaluateAll((fieldsets) =>
    fieldsets.flatMap((fieldset) => {
      const style = getComputedStyle(fieldset);
      const inner =
        fieldset.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight);
      return Array.from(
        fieldset.querySelectorAll(
          'label.ant-radio-wrapper, label.ant-checkbox-wrapper',
        ),
      ).map((label) => {
        const box = label.getBoundingClientRect();
        return {
          text: label.textContent,
          height: box.height,
          spare: Math.round(inner - box.width),
        };
      });
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.height, `${row.text}`).toBeGreaterThanOrEqual(44);
    expect(row.spare, `${row.text}`).toBeLessThanOrEqual(1);
  }

  // Tapping anywhere on a row chooses it: here its right-hand end.
  const questions = await paperKey(PAPER);
  const first = questions.find((q) => q.type === 'SINGLE')!;
  const firstRow = cards
    .filter({ hasText: first.stem })
    .locator('label', { hasText: `${first.answer[0]}. ` });
  const box = (await firstRow.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width - 8, box.y + box.height / 2);
  await expect(firstRow.getByRole('radio')).toBeChecked();
  await answerAll(page, questions);

  // Down at the submit button the first question has scrolled away, while
  // the time left stays in view.
  const submit = page.getByRole('button', { name: '交卷', exact: true });
  await submit.scrollIntoViewIfNeeded();
  expect((await cards.first().boundingBox())!.y).toBeLessThan(0);
  await expect(page.getByRole('timer')).toBeInViewport();
  await expect(page.getByTestId('exam-save-status')).toHaveText(
    /^已保存 \d{2}:\d{2}:\d{2}$/,
  );
  expect((await submit.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectPhonePage(page);
  await page.setViewportSize(PHONE.viewport);

  await submit.tap();
  const confirm = page.getByRole('dialog', { name: '确定交卷吗？' });
  await confirm.getByRole('button', { name: '交卷' }).tap();
  // At rest means after the confirmation has faded out.
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('heading', { name: '合格：得分 100 / 100' }),
  ).toBeVisible();
  await expect(page.getByTestId('exam-review')).toContainText('正确答案');
  await expectPhonePage(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectPhonePage(page);
});
