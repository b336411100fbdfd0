import {
  enrolmentFieldError,
  enrolmentFormError,
  validateEnrolCode,
} from './classes.rules';

const form = {
  name: '张三',
  orgName: '市统计局',
  phone: '13800000001',
  position: '科员',
};

describe('enrolment form', () => {
  it('accepts a complete form, a landline and no position', () => {
    expect(enrolmentFormError(form)).toBeNull();
    expect(enrolmentFormError({ ...form, phone: '010-12345678' })).toBeNull();
    expect(enrolmentFormError({ ...form, position: '' })).toBeNull();
    expect(enrolmentFieldError('name', ` ${'名'.repeat(20)} `)).toBeNull();
  });

  it('answers the first failing field with its message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, name: ' ' }, '请输入姓名'],
      [{ ...form, name: '名'.repeat(21) }, '姓名不能超过20个字'],
      [{ ...form, orgName: '' }, '请输入工作单位'],
      [{ ...form, orgName: '单'.repeat(51) }, '工作单位不能超过50个字'],
      [{ ...form, phone: '' }, '请输入手机号'],
      [{ ...form, phone: '1380000' }, '请输入正确的手机号'],
      [{ ...form, position: '职'.repeat(31) }, '职务不能超过30个字'],
      [{ ...form, name: '张\u0000三' }, '姓名不能包含控制字符'],
      [{}, '请输入姓名'],
      [{ ...form, orgName: '', phone: '' }, '请输入工作单位'],
    ];
    for (const [input, message] of cases) {
      expect(enrolmentFormError(input), message).toBe(message);
    }
  });

  it('needs a sign-up code where the class asks for one', () => {
    expect(validateEnrolCode('  ')).toBe('请输入报名码');
    expect(validateEnrolCode(undefined)).toBe('请输入报名码');
    expect(validateEnrolCode('AB12')).toBeNull();
  });
});
