/**
 * Form checks of seed-spec 5 as pure functions: each returns the exact
 * message to show, or null when the value is fine.
 */

export const VALIDATION_MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  imageCaptchaRequired: '请输入图形验证码',
  smsCodeRequired: '请输入短信验证码',
  pinRequired: '请输入PIN码',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  newPasswordTooShort: '密码长度8位以上',
  newPasswordWeak:
    '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入密码不一致!',
  captchaRequired: '请输入验证码',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** The only special characters a password may use. */
export const PASSWORD_SPECIALS = '@!#%^*().?';

const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-\d{7,8}$/;
/**
 * Upper, lower, digit and special all present, and nothing but ASCII
 * letters, digits and the allowed specials (so non-ASCII is rejected).
 */
const STRONG_PASSWORD =
  /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@!#%^*().?])[A-Za-z\d@!#%^*().?]+$/;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

function isBlank(value: unknown): boolean {
  return text(value).trim() === '';
}

function required(message: string) {
  return (value: unknown): string | null => (isBlank(value) ? message : null);
}

/** Mobile 1[3-9]xxxxxxxxx or landline 0xx(x)-xxxxxxx(x). */
export function validatePhone(value: unknown): string | null {
  if (isBlank(value)) return VALIDATION_MESSAGES.phoneRequired;
  const phone = text(value).trim();
  return MOBILE.test(phone) || LANDLINE.test(phone)
    ? null
    : VALIDATION_MESSAGES.phoneInvalid;
}

export const validateImageCaptcha = required(
  VALIDATION_MESSAGES.imageCaptchaRequired,
);
export const validateSmsCode = required(VALIDATION_MESSAGES.smsCodeRequired);
export const validatePin = required(VALIDATION_MESSAGES.pinRequired);
export const validateOldPassword = required(
  VALIDATION_MESSAGES.oldPasswordRequired,
);
export const validateCaptchaCode = required(
  VALIDATION_MESSAGES.captchaRequired,
);

export function validateNewPassword(value: unknown): string | null {
  const password = text(value);
  if (password === '') return VALIDATION_MESSAGES.newPasswordRequired;
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return VALIDATION_MESSAGES.newPasswordTooShort;
  }
  return STRONG_PASSWORD.test(password)
    ? null
    : VALIDATION_MESSAGES.newPasswordWeak;
}

export function validateConfirmPassword(
  confirm: unknown,
  password: unknown,
): string | null {
  const value = text(confirm);
  if (value === '') return VALIDATION_MESSAGES.confirmRequired;
  return value === text(password) ? null : VALIDATION_MESSAGES.confirmMismatch;
}
