/**
 * antd Form rules built on the contract's pure checks
 * (@portal/shared/contracts, which the backend applies too), so forms show
 * exactly the messages the functions return.
 */
import type { FormInstance, FormRule } from 'antd';

import {
  validateCaptchaCode,
  validateConfirmPassword,
  validateImageCaptcha,
  validateNewPassword,
  validateOldPassword,
  validatePhone,
  validatePin,
  validateSmsCode,
} from '@portal/shared/contracts';

type Check = (value: unknown) => string | null;

function settle(message: string | null): Promise<void> {
  return message ? Promise.reject(new Error(message)) : Promise.resolve();
}

/** One antd rule from a pure check. */
export function ruleFrom(check: Check): FormRule {
  return { validator: (_rule, value: unknown) => settle(check(value)) };
}

export const phoneRules = (): FormRule[] => [ruleFrom(validatePhone)];
export const imageCaptchaRules = (): FormRule[] => [
  ruleFrom(validateImageCaptcha),
];
export const smsCodeRules = (): FormRule[] => [ruleFrom(validateSmsCode)];
export const pinRules = (): FormRule[] => [ruleFrom(validatePin)];
export const oldPasswordRules = (): FormRule[] => [
  ruleFrom(validateOldPassword),
];
export const captchaCodeRules = (): FormRule[] => [
  ruleFrom(validateCaptchaCode),
];

export const newPasswordRules = (): FormRule[] => [
  ruleFrom(validateNewPassword),
];

/**
 * For a Form's onValuesChange: once the new password (field
 * `passwordField`) is valid, a non-empty confirm field is checked again so
 * its mismatch message stays current. Done on value changes rather than
 * inside the new-password rule: a nested validateFields during a submit
 * would make antd drop the submit as out of date.
 */
export function revalidateConfirmWhenValid(
  form: Pick<FormInstance, 'getFieldValue' | 'validateFields'>,
  changedValues: Record<string, unknown>,
  passwordField: string = 'newPassword',
  confirmField: string = 'confirmPassword',
): void {
  if (!(passwordField in changedValues)) return;
  if (validateNewPassword(changedValues[passwordField])) return;
  if (!form.getFieldValue(confirmField)) return;
  // The confirm field shows its own result; nothing to handle here.
  form.validateFields([confirmField]).catch(() => {});
}

/** Confirm password, compared with the field named `passwordField`. */
export function confirmPasswordRules(
  passwordField: string = 'newPassword',
): FormRule[] {
  return [
    (form) => ({
      validator: (_rule, value: unknown) =>
        settle(
          validateConfirmPassword(value, form.getFieldValue(passwordField)),
        ),
    }),
  ];
}
