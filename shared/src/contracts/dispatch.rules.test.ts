import {
  DISPATCH_MESSAGES,
  checkDispatch,
  dispatchFieldError,
  validateDispatch,
} from './dispatch.rules';

const VALID = {
  trainingName: '全市统计业务骨干培训班',
  organizer: '市统计局',
  location: '市行政学院',
  startDate: '2026-09-01',
  endDate: '2026-09-03',
  hours: 16,
  phone: '13912345678',
  reason: '参加业务培训，申请计入年度学时。',
};

describe('validateDispatch', () => {
  it('accepts a complete application', () => {
    expect(validateDispatch(VALID)).toEqual({});
    expect(validateDispatch({ ...VALID, hours: '7.5' })).toEqual({});
    expect(validateDispatch({ ...VALID, endDate: VALID.startDate })).toEqual(
      {},
    );
  });

  it('names every missing field with its Chinese message', () => {
    expect(validateDispatch({})).toEqual({
      trainingName: '请输入培训班名称',
      organizer: '请输入主办单位',
      location: '请输入培训地点',
      startDate: '请选择开始日期',
      endDate: '请选择结束日期',
      hours: '请输入申请学时',
      phone: '请输入联系电话',
      reason: '请输入申请理由',
    });
    expect(dispatchFieldError('location', { ...VALID, location: '  ' })).toBe(
      '请输入培训地点',
    );
  });

  it('refuses too long, malformed and out-of-range values', () => {
    const bad = (field: keyof typeof VALID, value: unknown) =>
      dispatchFieldError(field, { ...VALID, [field]: value });
    expect(bad('trainingName', '班'.repeat(51))).toBe(
      DISPATCH_MESSAGES.trainingName.tooLong,
    );
    expect(bad('trainingName', '班'.repeat(50))).toBeUndefined();
    expect(bad('reason', '理'.repeat(501))).toBe('申请理由不能超过500个字');
    expect(bad('startDate', '2026-02-30')).toBe('开始日期格式不正确');
    expect(bad('endDate', '2026-08-31')).toBe('结束日期不能早于开始日期');
    for (const hours of [0, 0.3, 200.5, -1, 'ten', '1e2']) {
      expect(bad('hours', hours), String(hours)).toBe(
        DISPATCH_MESSAGES.hours.invalid,
      );
    }
    expect(bad('hours', 200)).toBeUndefined();
    expect(bad('phone', '12345678901')).toBe('请输入正确的手机号');
    expect(bad('phone', '1391234567')).toBe('请输入正确的手机号');
  });
});

describe('hostile input', () => {
  const error = (field: keyof typeof VALID, value: unknown) =>
    dispatchFieldError(field, { ...VALID, [field]: value });

  it('refuses control and bidi characters in the text fields', () => {
    expect(error('trainingName', '培训\u0000班')).toBe(
      '培训班名称不能包含控制字符',
    );
    expect(error('organizer', '\u202E局计统')).toBe('主办单位不能包含控制字符');
    expect(error('location', '北京\t市')).toBe('培训地点不能包含控制字符');
    expect(error('reason', '理由\u001B')).toBe('申请理由不能包含控制字符');
    // A reason may run over several lines.
    expect(error('reason', '第一行\n第二行')).toBeUndefined();
  });

  it('refuses full-width digits and emoji in hours and phone', () => {
    const hours = DISPATCH_MESSAGES.hours.invalid;
    expect(error('hours', '１２')).toBe(hours);
    expect(error('hours', '😀')).toBe(hours);
    expect(error('phone', '１３９１２３４５６７８')).toBe('请输入正确的手机号');
    expect(error('phone', '139😀12345678')).toBe('请输入正确的手机号');
  });

  it('accepts emoji in free text, refuses 10 000 characters', () => {
    expect(error('reason', '参加培训 👍')).toBeUndefined();
    expect(error('organizer', '局'.repeat(10_000))).toBe(
      '主办单位不能超过50个字',
    );
  });
});

describe('checkDispatch (what the backend stores or answers)', () => {
  it('trims the text and reads the hours as a number', () => {
    expect(
      checkDispatch({ ...VALID, trainingName: ' 培训班 ', hours: ' 7.5 ' }),
    ).toEqual({
      ok: true,
      value: { ...VALID, trainingName: '培训班', hours: 7.5 },
    });
  });

  it('answers the first failing field in the form order', () => {
    expect(checkDispatch({})).toEqual({
      ok: false,
      field: 'trainingName',
      message: '请输入培训班名称',
    });
    expect(checkDispatch({ ...VALID, phone: '1', reason: '' })).toEqual({
      ok: false,
      field: 'phone',
      message: '请输入正确的手机号',
    });
  });
});
