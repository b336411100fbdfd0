import { expect, type Locator, type Page, test } from '@playwright/test';

import {
  expectNoSeriousViolations,
  reportMinorFindings,
} from '../../support/axe';
import { TENANTS } from '../../support/env';
import {
  fillSsoForm,
  resetBackend,
  signInAs,
  signInFromHeader,
} from '../../support/portal';
import { PHONE, useSession } from '../../support/small-screens';

/**
 * WCAG 2.1 A/AA with axe on the main pages and dialogs, for a visitor and a
 * learner, in both colour themes (001.001 red, 001.001.065 blue: the only
 * theme switch the portal has, seed-spec 9), and keyboard-only use of the
 * header menu, the floating panel, the dialogs and an exam.
 */
const [red, forcedTenant, blue] = TENANTS;
/** Seeded ids per tenant (mock-server/src/seed): course 1, class 4, paper 9, survey 2. */
interface SeededIds {
  course: string;
  klass: string;
  paper: string;
}
const IDS: Record<string, SeededIds> = {
  [red.id]: { course: '13001', klass: 'TBTP10004', paper: '17009' },
  [blue.id]: { course: '33001', klass: 'TBTP30004', paper: '37009' },
};

test.afterAll(reportMinorFindings);

/** The focused element (or the antd wrapper that draws its ring) shows an outline or a shadow. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing focused';
    let element: Element | null = focused;
    for (let depth = 0; element && depth < 4; depth += 1) {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      if (outline || style.boxShadow !== 'none') return 'visible';
      element = element.parentElement;
    }
    return `no focus ring on ${focused.outerHTML.slice(0, 120)}`;
  });
  expect(ring).toBe('visible');
}

/**
 * Presses Tab (Shift+Tab with `backwards`, as a keyboard user reaches the
 * floating panel at the end of the page) until `target` has the focus, then
 * checks its focus ring.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { limit = 60, backwards = false } = {},
) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  await expectFocusRing(page);
}

/**
 * A dialog used from the keyboard: focus is inside, Tab keeps it inside,
 * and (when `closable`) Esc closes it and the focus returns to `opener`.
 */
async function expectKeyboardDialog(
  page: Page,
  dialog: Locator,
  opener: Locator | null,
) {
  await expect(dialog).toBeVisible();
  /** 'inside', or what has the focus outside the dialog. */
  const focusPlace = () =>
    dialog.evaluate((d) =>
      d.contains(document.activeElement)
        ? 'inside'
        : (document.activeElement?.outerHTML.slice(0, 160) ?? 'none'),
    );
  await expect.poll(focusPlace).toBe('inside');
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusPlace(), `after Tab ${i + 1}`).toBe('inside');
  }
  if (!opener) return;
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: '主导航' });
}

async function scanLearnerPages(page: Page, tenant: (typeof TENANTS)[number]) {
  const ids = IDS[tenant.id];
  if (!ids) throw new Error(`no seeded ids for ${tenant.id}`);
  const open = async (path: string, heading?: string | RegExp) => {
    await page.goto(`${tenant.url}${path}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        ...(heading ? { name: heading } : {}),
      }),
    ).toBeVisible();
  };
  await open('/commendIndex');
  await expectNoSeriousViolations(page, `${tenant.id} /commendIndex`);
  await open(`/commendIndex/coursedetail?id=${ids.course}`);
  await expect(page.locator('video')).toBeVisible();
  await expectNoSeriousViolations(page, `${tenant.id} course detail`);
  await open('/personalCenter');
  await expectNoSeriousViolations(page, `${tenant.id} /personalCenter`);
  await open(`/projectDetail?id=${ids.klass}`);
  await expect(page.getByTestId('share-qr')).toBeVisible();
  await expectNoSeriousViolations(page, `${tenant.id} /projectDetail`);
}

// Each test scans several pages and dialogs with axe, seconds each: over
// a minute on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  await resetBackend();
});

test('a visitor: the home page in both themes and the sign-in page, reached by keyboard', async ({
  page,
}) => {
  await page.goto(`${blue.url}/index`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  await expectNoSeriousViolations(page, 'visitor 001.001.065 /index');

  await page.goto(`${red.url}/index`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  await expectNoSeriousViolations(page, 'visitor 001.001 /index');
  // 学员登录 sits at the end of the page: Shift+Tab reaches it first.
  await tabTo(page, page.getByRole('button', { name: '学员登录' }), {
    backwards: true,
    limit: 3,
  });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: '统一身份认证' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in page');
});

test('a learner in the red theme: pages, the letter dialog, the header menu and the floating panel by keyboard', async ({
  page,
}) => {
  await page.goto(`${red.url}/index`);
  await signInFromHeader(page);
  await expectNoSeriousViolations(page, '001.001 /index (learner)');

  // Floating panel: 收起 and 已登录 work with Enter and Space; focus stays on the toggle.
  const panel = page.getByRole('complementary', { name: '快捷入口' });
  await tabTo(page, panel.getByRole('button', { name: '收起' }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('welcome-box')).toHaveCount(0);
  const toggle = panel.getByRole('button', { name: '已登录' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('welcome-box')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Header menu: Tab from the top of the page to 课程推荐, Enter follows it.
  await page.goto(`${red.url}/index`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  const catalogue = mainMenu(page).getByRole('link', { name: '课程推荐' });
  await tabTo(page, catalogue, { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${red.url}/commendIndex`);
  await expect(catalogue).toHaveAttribute('aria-current', 'page');

  await scanLearnerPages(page, red);

  // A letter opens in a dialog from the keyboard; Esc gives the focus back.
  await page.goto(`${red.url}/messageCenter`);
  const letters = page.getByRole('list', { name: '消息列表' });
  const letter = letters.getByRole('listitem').first().getByRole('button');
  await tabTo(page, letter, { limit: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '知道了' })).toBeVisible();
  await expectNoSeriousViolations(page, 'letter dialog');
  await expectKeyboardDialog(page, dialog, letter);
});

test('a learner takes an exam with the keyboard only; the survey and the exam dialogs pass axe', async ({
  page,
}) => {
  const ids = IDS[red.id];
  await page.goto(`${red.url}/index`);
  await signInFromHeader(page);

  await page.goto(`${red.url}/preview?id=SV102`);
  await expect(page.getByRole('button', { name: '提交问卷' })).toBeVisible();
  await expectNoSeriousViolations(page, 'survey /preview');

  await page.goto(`${red.url}/solidify/officialManage?paperId=${ids?.paper}`);
  await expect(page.getByTestId('exam-intro')).toBeVisible();
  await expectNoSeriousViolations(page, 'exam intro');
  await tabTo(page, page.getByRole('button', { name: '开始答题' }), {
    limit: 80,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('exam-attempt')).toBeVisible();

  // Tab reaches the first question's options, Space answers, Tab moves on.
  const questions = page.getByTestId('exam-question');
  const firstOption = questions.nth(0).getByRole('radio').first();
  await tabTo(page, firstOption, { limit: 80 });
  await page.keyboard.press('Space');
  await expect(firstOption).toBeChecked();
  const secondOption = questions.nth(1).locator('input').first();
  await page.keyboard.press('Tab');
  await expect(secondOption).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.press('Space');
  await expect(secondOption).toBeChecked();
  await expect(page.getByTestId('exam-save-status')).toHaveText(/^已保存/);
  await expectNoSeriousViolations(page, 'exam in progress');

  // Leaving asks first; the question is a dialog that keeps the focus.
  const home = mainMenu(page).getByRole('link', { name: '首页' });
  await tabTo(page, home, { backwards: true, limit: 40 });
  await page.keyboard.press('Enter');
  const leave = page.getByRole('dialog', { name: '确定离开答题页面吗？' });
  await expect(leave).toBeVisible();
  await expectNoSeriousViolations(page, 'leave-exam dialog');
  await expectKeyboardDialog(page, leave, home);
  await expect(page.getByTestId('exam-attempt')).toBeVisible();

  // 交卷: Enter opens the confirmation; Esc returns to the button; Enter submits.
  const submit = page.getByRole('button', { name: '交卷', exact: true });
  await tabTo(page, submit, { limit: 80 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '确定交卷吗？' });
  await expectNoSeriousViolations(page, 'exam submit dialog');
  await expectKeyboardDialog(page, confirm, submit);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: '交卷' }), {
    limit: 6,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('exam-result')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expectNoSeriousViolations(page, 'exam result');
});

test('a learner in the blue theme: the same pages meet AA contrast', async ({
  page,
}) => {
  await page.goto(`${blue.url}/index`);
  await signInFromHeader(page);
  await expectNoSeriousViolations(page, '001.001.065 /index (learner)');
  await scanLearnerPages(page, blue);
  await page.goto(
    `${blue.url}/solidify/officialManage?paperId=${IDS[blue.id]?.paper}`,
  );
  await expect(page.getByTestId('exam-intro')).toBeVisible();
  await page.getByRole('button', { name: '开始答题' }).click();
  await page.getByRole('button', { name: '交卷', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: '确定交卷吗？' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '001.001.065 exam submit dialog');
});

test('the floating panel and sign-in dialogs: axe and keyboard (SMS, PIN, reminder, forced password)', async ({
  page,
}) => {
  // A dialog's button may just have started a navigation (提醒's 确定
  // signs out): the session is cleared in whichever page then stands.
  const signOut = () =>
    expect(async () => {
      await page.evaluate(() => sessionStorage.clear());
    }).toPass();
  // 管理员登录 → SMS verification, opened and closed with the keyboard.
  await page.goto(`${red.url}/index`);
  await signInAs(page, 'admin_sms');
  const admin = page.getByRole('button', { name: '管理员登录' });
  await tabTo(page, admin, { backwards: true });
  await page.keyboard.press('Enter');
  const sms = page.getByRole('dialog', { name: '短信验证码登录后台' });
  await expect(sms.getByLabel('手机号')).toBeFocused();
  await expectFocusRing(page);
  await expectNoSeriousViolations(page, 'SMS dialog');
  await expectKeyboardDialog(page, sms, admin);
  await signOut();

  // 管理员登录 → the UKEY PIN dialog.
  await page.goto(`${red.url}/index`);
  await signInAs(page, 'admin_ukey');
  await tabTo(page, admin, { backwards: true });
  await page.keyboard.press('Space');
  const pin = page.getByRole('dialog', { name: '请输入PIN码' });
  await expect(pin.getByLabel('PIN码')).toBeFocused();
  await expectNoSeriousViolations(page, 'PIN dialog');
  await expectKeyboardDialog(page, pin, admin);
  await signOut();

  // No trainee record: the 提醒 dialog, confirmed with Enter.
  await page.goto(`${red.url}/index`);
  await signInAs(page, 'notrainee');
  const reminder = page.getByRole('dialog', { name: '提醒' });
  await expect(reminder).toBeVisible();
  await expectNoSeriousViolations(page, '提醒 dialog');
  await expectKeyboardDialog(page, reminder, null);
  await expect(reminder.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reminder).toBeHidden();
  await signOut();

  // The forced password change cannot be dismissed, but keeps the focus.
  await page.goto(`${forcedTenant.url}/index`);
  await page.getByRole('button', { name: '学员登录' }).click();
  await fillSsoForm(page, 'pwdexpired');
  const forced = page.getByRole('dialog', { name: '修改密码' });
  await expect(forced).toBeVisible();
  await expectNoSeriousViolations(page, 'forced password dialog');
  await expectKeyboardDialog(page, forced, null);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a visitor and a learner at 390 px: pages, the menu drawer, the panel drawer and an exam pass axe', async ({
    page,
  }) => {
    await page.goto(`${blue.url}/index`);
    await expect(page.getByTestId('mf-home-page')).toBeVisible();
    await expectNoSeriousViolations(page, 'phone visitor 001.001.065 /index');

    await useSession(page);
    await page.goto(`${red.url}/index`);
    await expect(page.getByTestId('mf-home-page')).toBeVisible();
    await expectNoSeriousViolations(page, 'phone 001.001 /index (learner)');

    await page.getByRole('button', { name: '菜单' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: '学习中心' })).toBeVisible();
    await expectNoSeriousViolations(page, 'phone menu drawer');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: '我的' }).click();
    const panel = page.getByRole('dialog');
    await expect(
      panel.getByRole('button', { name: '管理员登录' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'phone panel drawer');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await scanLearnerPages(page, red);

    await page.goto(
      `${red.url}/solidify/officialManage?paperId=${IDS[red.id]?.paper}`,
    );
    await expect(page.getByTestId('exam-intro')).toBeVisible();
    await page.getByRole('button', { name: '开始答题' }).click();
    await expect(page.getByTestId('exam-attempt')).toBeVisible();
    await expectNoSeriousViolations(page, 'phone exam in progress');
  });
});
