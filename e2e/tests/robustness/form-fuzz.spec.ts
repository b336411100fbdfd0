import {
  expect,
  type Locator,
  type Page,
  type Request,
  test,
} from '@playwright/test';

import { captchaAnswer } from '../../support/dev-hooks';
import { MOCK_URL, TENANTS } from '../../support/env';
import {
  postAsPageUser,
  resetBackend,
  signInFromHeader,
} from '../../support/portal';

/**
 * Hostile input in every form (measurement-notes 4 "Oversize and
 * odd inputs"): empty, 10 000 characters, control characters (U+0000–U+001F
 * and the RTL override U+202E), full-width digits and emoji. Invalid input
 * gets a clear Chinese message and sends NO request (the page's requests
 * are watched); the backend refuses the same value sent directly.
 */
const [main] = TENANTS;

const EMPTY = '';
const LONG = '长'.repeat(10_000);
/** Every C0 control but tab and line breaks (which a textarea may hold). */
const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))
  .filter((c) => !'\t\n\r'.includes(c))
  .join('');
const CONTROL = `控制${C0}字符\u202E符字`;
const FULL_WIDTH = '１２３';
const EMOJI = '😀👍🏽👨‍👩‍👧';

/** POSTs to `path` the page sends from now on. */
function watch(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(path)) {
      sent.push(request);
    }
  });
  return sent;
}

/** Calls the backend directly as the page's signed-in user. */
function direct(page: Page, path: string, body: object) {
  return postAsPageUser(page, path, body, main.id);
}

/** The backend answers 4xx JSON {success:false, message}. */
async function expectRefused(
  page: Page,
  path: string,
  body: object,
  message: string | RegExp,
) {
  const answer = await direct(page, path, body);
  expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(
    400,
  );
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toMatch(message);
}

/** Fills `field` with `value`, submits, and expects `message`, nothing sent. */
async function expectClientRefusal(options: {
  field: Locator;
  value: string;
  submit: () => Promise<void>;
  message: Locator;
  sent: Request[];
}) {
  await options.field.fill(options.value);
  await options.submit();
  await expect(options.message).toBeVisible();
  expect(
    options.sent.map((r) => r.url()),
    'no request for invalid input',
  ).toEqual([]);
}

test.beforeEach(async () => {
  await resetBackend();
});

test('learner forms: comment, feedback, homework, survey, dispatch, password, search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);

  await test.step('course discussion comment', async () => {
    await page.goto(`${main.url}/commendIndex/discussRoom?id=13001`);
    const field = page.getByLabel('评论内容');
    const sent = watch(page, '/course/discuss/create');
    const submit = () => page.getByRole('button', { name: '发表评论' }).click();
    const error = (text: string) => page.getByRole('alert').getByText(text);
    await expectClientRefusal({
      field,
      value: EMPTY,
      submit,
      message: error('请输入评论内容'),
      sent,
    });
    await expectClientRefusal({
      field,
      value: CONTROL,
      submit,
      message: error('评论内容不能包含控制字符'),
      sent,
    });
    // The box holds at most 300 characters.
    await field.fill(LONG);
    expect([...(await field.inputValue())].length).toBeLessThanOrEqual(300);
    // Full-width digits and emoji are ordinary text: posted and shown.
    await field.fill(`${FULL_WIDTH} ${EMOJI}`);
    await submit();
    await expect(page.getByTestId('comment-content').first()).toHaveText(
      `${FULL_WIDTH} ${EMOJI}`,
    );
    expect(sent).toHaveLength(1);
    const path = '/api/portal/course/discuss/create';
    await expectRefused(
      page,
      path,
      { courseId: '13001', content: CONTROL },
      '评论内容不能包含控制字符',
    );
    await expectRefused(
      page,
      path,
      { courseId: '13001', content: LONG },
      '评论内容不能超过300字',
    );
    await expectRefused(
      page,
      path,
      { courseId: '13001', content: ' ' },
      /评论内容/,
    );
  });

  await test.step('help centre feedback', async () => {
    await page.goto(`${main.url}/operateGuide`);
    const sent = watch(page, '/suggest/createSuggest');
    const submit = () => page.getByRole('button', { name: '提交反馈' }).click();
    const content = page.getByLabel('反馈内容');
    for (const [value, message] of [
      [EMPTY, '请输入反馈内容'],
      [LONG, '反馈内容不能超过500字'],
      [CONTROL, '反馈内容不能包含控制字符'],
    ] as const) {
      await expectClientRefusal({
        field: content,
        value,
        submit,
        message: page.getByText(message),
        sent,
      });
    }
    await content.fill(`建议 ${EMOJI}`);
    const phone = page.getByLabel('联系电话（选填）');
    for (const value of [
      '１３８００１３８０００',
      `138${EMOJI}`,
      `1380013800${C0}`,
    ]) {
      await expectClientRefusal({
        field: phone,
        value,
        submit,
        message: page.getByText('请输入正确的手机号'),
        sent,
      });
    }
    const path = '/api/portal/suggest/createSuggest';
    await expectRefused(
      page,
      path,
      { content: CONTROL },
      '反馈内容不能包含控制字符',
    );
    await expectRefused(page, path, { content: LONG }, '反馈内容不能超过500字');
    await expectRefused(
      page,
      path,
      { content: '好', phone: '１３８００１３８０００' },
      '请输入正确的手机号',
    );
  });

  await test.step('class homework', async () => {
    await page.goto(`${main.url}/projectDetailGrbjzy?id=TBTP10002`);
    const open = page
      .getByRole('list', { name: '班级作业' })
      .getByRole('article')
      .filter({ hasText: '选做：本单位工作调研报告' });
    const form = open.getByRole('form', { name: /^提交作业/ });
    const sent = watch(page, '/homework/submit');
    const submit = () => form.getByRole('button', { name: '提交作业' }).click();
    const field = form.getByLabel('作业内容');
    for (const [value, message] of [
      [EMPTY, '请填写作业内容'],
      [CONTROL, '作业内容不能包含控制字符'],
    ] as const) {
      await expectClientRefusal({
        field,
        value,
        submit,
        message: form.getByTestId('homework-error').getByText(message),
        sent,
      });
    }
    await field.fill(LONG);
    expect([...(await field.inputValue())].length).toBeLessThanOrEqual(5000);
    const homework = await fetch(
      `${MOCK_URL}/__db/classHomeworks?tenantId=${main.id}&tbtpId=TBTP10002`,
    );
    const rows = (
      (await homework.json()) as {
        data: { id: string; title: string }[];
      }
    ).data;
    const id = rows.find((h) => h.title.includes('调研报告'))?.id ?? '';
    const path = '/api/tbtp/homework/submit';
    await expectRefused(
      page,
      path,
      { homeworkId: id, content: CONTROL },
      '作业内容不能包含控制字符',
    );
    await expectRefused(
      page,
      path,
      { homeworkId: id, content: LONG },
      /作业内容不能超过5000字/,
    );
  });

  await test.step('survey text answer', async () => {
    await page.goto(`${main.url}/preview?id=SV102`);
    const group = (label: string) =>
      page.getByRole('group', { name: new RegExp(`^${label}`) });
    await group('您平均每周在平台学习的时间')
      .getByRole('radio', { name: '1至3小时' })
      .check();
    await group('您喜欢的课程形式')
      .getByRole('checkbox', { name: '视频课程' })
      .check();
    await group('您对平台的总体满意度')
      .getByText('4分', { exact: true })
      .click();
    const sent = watch(page, '/api/survey/submit');
    const field = group('您对平台的改进建议').getByRole('textbox');
    await expectClientRefusal({
      field,
      value: CONTROL,
      submit: () => page.getByRole('button', { name: '提交问卷' }).click(),
      message: page
        .getByTestId('survey-error')
        .getByText('第4题不能包含控制字符'),
      sent,
    });
    await field.fill(LONG);
    expect([...(await field.inputValue())].length).toBeLessThanOrEqual(500);
    const answers = { q1: [0], q2: [0], q3: 4 };
    await expectRefused(
      page,
      '/api/survey/submit',
      { id: 'SV102', answers: { ...answers, q4: CONTROL } },
      '第4题不能包含控制字符',
    );
    await expectRefused(
      page,
      '/api/survey/submit',
      { id: 'SV102', answers: { ...answers, q4: LONG } },
      '第4题不能超过500字',
    );
  });

  await test.step('dispatch application', async () => {
    await page.goto(`${main.url}/personalCenter?acativeId=7`);
    const form = page.getByRole('region', { name: '调训申请' });
    const sent = watch(page, '/api/personal/applyDispatch');
    const valid: Record<string, string> = {
      培训班名称: '全市统计业务骨干培训班',
      主办单位: '市统计局',
      培训地点: '市行政学院',
      申请学时: '16',
      联系电话: '13912345678',
      申请理由: '参加业务培训，申请计入年度学时。',
    };
    // Dates first: Enter in a date box submits the form, which must not be
    // complete yet (nothing is sent while other fields are empty).
    await form.getByLabel('开始日期').fill('2026-09-01');
    await form.getByLabel('开始日期').press('Enter');
    await form.getByLabel('结束日期').fill('2026-09-03');
    await form.getByLabel('结束日期').press('Enter');
    for (const [label, value] of Object.entries(valid)) {
      await form.getByLabel(label).fill(value);
    }
    const submit = () => form.getByRole('button', { name: '提交申请' }).click();
    const cases: [string, string, string | RegExp][] = [
      ['培训班名称', EMPTY, '请输入培训班名称'],
      ['培训班名称', CONTROL, '培训班名称不能包含控制字符'],
      ['主办单位', LONG, '主办单位不能超过50个字'],
      ['培训地点', `北京${C0}`, '培训地点不能包含控制字符'],
      ['申请学时', FULL_WIDTH, /^申请学时须为/],
      ['申请学时', EMOJI, /^申请学时须为/],
      ['联系电话', '１３９１２３４５６７８', '请输入正确的手机号'],
      ['联系电话', `139${EMOJI}`, '请输入正确的手机号'],
      ['申请理由', CONTROL, '申请理由不能包含控制字符'],
    ];
    for (const [label, value, message] of cases) {
      await expectClientRefusal({
        field: form.getByLabel(label),
        value,
        submit,
        message: form.getByText(message).first(),
        sent,
      });
      // The form validates on blur.
      await form.getByLabel(label).fill(valid[label] ?? '');
      await form.getByLabel(label).blur();
      await expect(form.getByText(message)).toHaveCount(0);
    }
    const path = '/api/personal/applyDispatch';
    const body = {
      trainingName: valid['培训班名称'],
      organizer: valid['主办单位'],
      location: valid['培训地点'],
      startDate: '2026-09-01',
      endDate: '2026-09-03',
      hours: 16,
      phone: valid['联系电话'],
      reason: valid['申请理由'],
    };
    await expectRefused(
      page,
      path,
      { ...body, trainingName: CONTROL },
      '培训班名称不能包含控制字符',
    );
    await expectRefused(
      page,
      path,
      { ...body, organizer: LONG },
      '主办单位不能超过50个字',
    );
    await expectRefused(
      page,
      path,
      { ...body, hours: FULL_WIDTH },
      /申请学时须为/,
    );
    await expectRefused(
      page,
      path,
      { ...body, phone: '１３９１２３４５６７８' },
      '请输入正确的手机号',
    );
  });

  await test.step('password change (learning centre tab 8)', async () => {
    await page.goto(`${main.url}/personalCenter?acativeId=8`);
    const form = page.getByRole('region', { name: '修改密码' });
    const sent = watch(page, '/api/webmember/userPwdModify');
    const submit = () => form.getByRole('button', { name: '确定' }).click();
    await submit();
    for (const text of [
      '请输入原密码',
      '请输入新密码',
      '请再次输入密码',
      '请输入验证码',
    ]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);
    const weak = '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?';
    const cases: [string, string, string][] = [
      ['原密码', LONG, '密码长度不能超过64位'],
      ['原密码', `Portal@2026${C0}`, '原密码只能包含英文字母、数字和符号'],
      ['原密码', `Portal@${FULL_WIDTH}`, '原密码只能包含英文字母、数字和符号'],
      ['新密码', `Aa1@${'a'.repeat(9_996)}`, '密码长度不能超过64位'],
      ['新密码', `Aa1@bcde${C0}`, weak],
      ['新密码', `Aa1@bcde${FULL_WIDTH}`, weak],
      ['新密码', `Aa1@bcde${EMOJI}`, weak],
      ['验证码', FULL_WIDTH, '请输入正确的验证码'],
      ['验证码', EMOJI, '请输入正确的验证码'],
    ];
    for (const [label, value, message] of cases) {
      const field = form.getByLabel(label);
      await expectClientRefusal({
        field,
        value,
        submit,
        // The field's own message: two fields can give the same text, and
        // the previous one may still be fading out.
        message: form
          .locator('.ant-form-item')
          .filter({ has: page.getByLabel(label) })
          .getByText(message, { exact: true }),
        sent,
      });
    }
  });

  await test.step('header search', async () => {
    await page.goto(`${main.url}/index`);
    const box = page.getByLabel('搜索关键词');
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));
    const sent = watch(page, '/api/portal/search');
    for (const [value, message] of [
      [LONG, '关键词不能超过50个字'],
      [CONTROL, '关键词不能包含控制字符'],
    ] as const) {
      await box.fill(value);
      await box.press('Enter');
      await expect(page.getByText(message)).toBeVisible();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    expect(popups).toEqual([]);
    expect(sent).toEqual([]);
    // Emoji and full-width digits are searched for (an empty list is fine).
    const popup = page.waitForEvent('popup');
    await box.fill(`${FULL_WIDTH}${EMOJI}`);
    await box.press('Enter');
    const results = await popup;
    await expect(results.getByRole('heading', { level: 1 })).toHaveText(
      `“${FULL_WIDTH}${EMOJI}”的搜索结果`,
    );
    await results.close();
    await expectRefused(
      page,
      '/api/portal/search',
      { k: LONG, t: 'kc' },
      '关键词不能超过50个字',
    );
    await expectRefused(
      page,
      '/api/portal/search',
      { k: CONTROL, t: 'kc' },
      '关键词不能包含控制字符',
    );
  });
});

test('back-office SMS dialog: phone, image captcha and SMS code', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page, 'admin_sms');
  const sendSent = watch(page, '/api/sso/user/sendSmsCode');
  const checkSent = watch(page, '/api/sso/user/checkUserSmsCode');
  const captchaToken = page.waitForResponse((r) =>
    r.url().includes('/api/webmember/getValidateCode'),
  );
  await page.getByRole('button', { name: '管理员登录' }).click();
  const dialog = page.getByRole('dialog', { name: '短信验证码登录后台' });
  await expect(dialog).toBeVisible();
  const token = (
    (await (await captchaToken).json()) as {
      data: { verificationCodeToken: string };
    }
  ).data.verificationCodeToken;
  const phone = await dialog.getByLabel('手机号').inputValue();
  const send = dialog.getByRole('button', { name: '获取验证码' });

  for (const value of [
    '１３８０００００００３',
    `138${EMOJI}`,
    `${phone}${C0}`,
    LONG,
  ]) {
    await dialog.getByLabel('手机号').fill(value);
    await dialog.getByLabel('手机号').blur();
    await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
    await expect(send).toBeDisabled();
  }
  await dialog.getByLabel('手机号').fill(phone);
  for (const value of [FULL_WIDTH, EMOJI, CONTROL, LONG]) {
    await dialog.getByLabel('图形验证码').fill(value);
    await dialog.getByLabel('图形验证码').blur();
    await expect(dialog.getByText('请输入正确的图形验证码')).toBeVisible();
    await expect(send).toBeDisabled();
  }
  for (const value of [FULL_WIDTH, EMOJI, CONTROL, LONG]) {
    await dialog.getByLabel('短信验证码').fill(value);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入正确的短信验证码')).toBeVisible();
  }
  expect(sendSent).toEqual([]);
  expect(checkSent).toEqual([]);

  // The backend refuses the same values.
  const answer = await captchaAnswer(token);
  const base = { phoneNumber: phone, verificationCodeToken: token };
  await expectRefused(
    page,
    '/api/sso/user/sendSmsCode',
    { ...base, verificationCode: FULL_WIDTH },
    '请输入正确的图形验证码',
  );
  await expectRefused(
    page,
    '/api/sso/user/sendSmsCode',
    {
      ...base,
      verificationCode: answer,
      phoneNumber: '１３８０００００００３',
    },
    '请输入正确的手机号',
  );
  const me = (await direct(page, '/api/user/info', {})).body.data as {
    idCardHash: string;
  };
  await expectRefused(
    page,
    '/api/sso/user/checkUserSmsCode',
    { phoneNumber: phone, code: CONTROL, idCardHash: me.idCardHash },
    '请输入正确的短信验证码',
  );
  await expectRefused(
    page,
    '/api/sso/user/checkUserSmsCode',
    { phoneNumber: phone, code: LONG, idCardHash: me.idCardHash },
    '请输入正确的短信验证码',
  );
});

test('back-office UKEY PIN dialog', async ({ page }) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page, 'admin_ukey');
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => frames.push(String(frame.payload)));
  });
  await page.getByRole('button', { name: '管理员登录' }).click();
  const dialog = page.getByRole('dialog', { name: '请输入PIN码' });
  await expect(dialog).toBeVisible();
  for (const value of [FULL_WIDTH, EMOJI, CONTROL, LONG]) {
    await dialog.getByLabel('PIN码').fill(value);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入正确的PIN码')).toBeVisible();
  }
  // Nothing typed reached the key service (a wrong PIN would use a try).
  for (const value of [FULL_WIDTH, EMOJI, '控制']) {
    expect(frames.filter((f) => f.includes(value))).toEqual([]);
  }
  expect(frames.filter((f) => f.length > 5_000)).toEqual([]);
});
