import type { FormInstance, FormRule } from 'antd';

import {
  confirmPasswordRules,
  newPasswordRules,
  phoneRules,
  revalidateConfirmWhenValid,
} from '.';

describe('antd rules', () => {
  function fakeForm(values: Record<string, unknown>) {
    const validateFields = vi.fn(() => Promise.resolve({}));
    const form = {
      getFieldValue: (name: string) => values[name],
      validateFields,
    } as unknown as FormInstance;
    return { form, validateFields };
  }

  async function run(rule: FormRule, form: FormInstance, value: unknown) {
    const resolved = typeof rule === 'function' ? rule(form) : rule;
    // antd passes the rule object first; the validators ignore it.
    return resolved.validator!({} as never, value, () => {});
  }

  it('reject with the validator message', async () => {
    const { form } = fakeForm({});
    await expect(run(phoneRules()[0]!, form, '123')).rejects.toThrow(
      '请输入正确的手机号',
    );
    await expect(run(phoneRules()[0]!, form, '13812345678')).resolves.toBe(
      undefined,
    );
  });

  it('compare confirm with the new password field', async () => {
    const { form } = fakeForm({ newPassword: 'Portal@2026' });
    const [rule] = confirmPasswordRules();
    await expect(run(rule!, form, 'other')).rejects.toThrow(
      '两次输入密码不一致!',
    );
    await expect(run(rule!, form, 'Portal@2026')).resolves.toBeUndefined();
  });

  it('new password rule uses the pure check', async () => {
    const { form } = fakeForm({});
    await expect(run(newPasswordRules()[0]!, form, 'short')).rejects.toThrow(
      '密码长度8位以上',
    );
  });

  it('re-validate a filled confirm once the new password is valid', () => {
    const filled = fakeForm({ confirmPassword: 'x' });
    revalidateConfirmWhenValid(filled.form, { newPassword: 'weak' });
    revalidateConfirmWhenValid(filled.form, { oldPassword: 'Portal@2026' });
    expect(filled.validateFields).not.toHaveBeenCalled();
    revalidateConfirmWhenValid(filled.form, { newPassword: 'Portal@2026' });
    expect(filled.validateFields).toHaveBeenCalledWith(['confirmPassword']);

    const empty = fakeForm({ confirmPassword: '' });
    revalidateConfirmWhenValid(empty.form, { newPassword: 'Portal@2026' });
    expect(empty.validateFields).not.toHaveBeenCalled();
  });
});
