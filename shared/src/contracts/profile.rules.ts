/**
 * The learner's editable profile (个人资料): a mobile number and an avatar,
 * either one of the seeded pictures or an http(s) image address. The
 * profile form checks them; the backend (POST /api/user/info/update)
 * refuses the same values.
 *
 * Also the rules of the account forms (seed-spec 5) that the backend
 * enforces too: phone numbers, typed codes (image captcha, SMS code, PIN)
 * and passwords. Each check returns the exact message to show, or null
 * when the value is fine.
 */

import type { UserInfo } from './profile';

/** The avatars a learner may pick (served under /pcStatic/img). */
export const SEEDED_AVATARS = [
  '/pcStatic/img/avatar.svg',
  ...[1, 2, 3, 4, 5, 6].map((n) => `/pcStatic/img/avatar-${n}.svg`),
] as const;

/** Longest image address accepted. */
export const AVATAR_URL_MAX = 500;

export const PROFILE_MESSAGES = {
  /** The form's address field. */
  avatarUrlRequired: '请输入头像图片地址',
  avatarUrlInvalid: '请输入以 http:// 或 https:// 开头的图片地址',
  /** The avatar sent: neither a seeded picture nor an image address. */
  avatarInvalid: '头像必须是系统提供的头像或 http(s) 图片地址',
  nothing: '请提供要修改的头像或手机号',
  /** The update was stored (the backend's answer, the form's notice). */
  saved: '保存成功',
} as const;

/**
 * POST /api/user/info/update posts the whole user-info object; of its
 * fields a learner may change only these. Any other field sent with a
 * value other than the stored one is refused (readOnlyFieldMessage).
 */
export const PROFILE_EDITABLE_FIELDS = ['telephone', 'avatar'] as const;

/**
 * User-info fields the update neither compares nor stores: the session's
 * access token, and needUpdatePwd, which the portal clears in its own copy
 * once the password reminder was shown (seed-spec 4) while the server
 * keeps it until the password changes.
 */
export const PROFILE_IGNORED_FIELDS = ['accessToken', 'needUpdatePwd'] as const;

/** What a learner calls the read-only fields a refusal names. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: '用户编号',
  name: '姓名',
  idCardHash: '身份证信息',
  roleList: '角色',
  roles: '角色',
  manage: '管理员权限',
  needUkey: 'UKEY 设置',
  check: '手机验证设置',
  loginBy: '登录方式',
  orgName: '单位',
  orgId: '单位',
  orgCode: '单位',
  traineeId: '学员编号',
  tenantId: '站点',
};

/** The refusal of a changed read-only field of the user-info object. */
export function readOnlyFieldMessage(field: string): string {
  const label = Object.hasOwn(FIELD_LABELS, field)
    ? FIELD_LABELS[field]
    : field;
  return `不能修改${label}：个人资料只能修改头像和手机号`;
}

export function isSeededAvatar(value: string): boolean {
  return (SEEDED_AVATARS as readonly string[]).includes(value);
}

/**
 * `raw` is an http(s) address without credentials or spaces, at most 500
 * characters: the normalised address, else undefined.
 */
export function avatarUrl(raw: string): string | undefined {
  if (raw.length > AVATAR_URL_MAX || /\s/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/** The form's image address field (trimmed): required, then an address. */
export function validateAvatarUrl(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return PROFILE_MESSAGES.avatarUrlRequired;
  return avatarUrl(text) ? null : PROFILE_MESSAGES.avatarUrlInvalid;
}

/** The avatar to store (a seeded picture or an address), else undefined. */
export function profileAvatar(value: unknown): string | undefined {
  const raw = typeof value === 'string' ? value.trim() : '';
  return isSeededAvatar(raw) ? raw : avatarUrl(raw);
}

// ------------------------------------------------------------ account forms

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
  // Malformed (hostile) input; seed-spec 5 only says "required".
  imageCaptchaInvalid: '请输入正确的图形验证码',
  smsCodeInvalid: '请输入正确的短信验证码',
  pinInvalid: '请输入正确的PIN码',
  captchaInvalid: '请输入正确的验证码',
  passwordTooLong: '密码长度不能超过64位',
  oldPasswordInvalid: '原密码只能包含英文字母、数字和符号',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Past this the RSA block cannot hold the password (and no one types it). */
export const PASSWORD_MAX_LENGTH = 64;
/** Codes (captcha, SMS, PIN): at most this many printable ASCII characters. */
export const CODE_MAX_LENGTH = 16;
const CODE = /^[\x21-\x7E]+$/;
/** Printable ASCII, spaces included (an old password predates the rules). */
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;
/** The only special characters a password may use. */
export const PASSWORD_SPECIALS = '@!#%^*().?';

/** Mainland mobile numbers: 1, then 3–9, then nine digits. */
const MOBILE = /^1[3-9]\d{9}$/;
/** A landline with its area code: 0xx(x)-xxxxxxx(x). */
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

/** A mainland mobile number (no spaces, no country code). */
export function isMobilePhone(phone: string): boolean {
  return MOBILE.test(phone);
}

/** Mobile 1[3-9]xxxxxxxxx or landline 0xx(x)-xxxxxxx(x). */
export function validatePhone(value: unknown): string | null {
  if (isBlank(value)) return VALIDATION_MESSAGES.phoneRequired;
  const phone = text(value).trim();
  return MOBILE.test(phone) || LANDLINE.test(phone)
    ? null
    : VALIDATION_MESSAGES.phoneInvalid;
}

/** A mainland mobile number only (where a text message must reach it). */
export function validateMobilePhone(value: unknown): string | null {
  if (isBlank(value)) return VALIDATION_MESSAGES.phoneRequired;
  return isMobilePhone(text(value).trim())
    ? null
    : VALIDATION_MESSAGES.phoneInvalid;
}

/**
 * A code typed from a picture, an SMS or a key's envelope: required, then
 * at most 16 printable ASCII characters (full-width digits, emoji, control
 * characters and pasted novels are refused before anything is sent).
 */
function code(requiredMessage: string, invalidMessage: string) {
  return (value: unknown): string | null => {
    if (isBlank(value)) return requiredMessage;
    const v = text(value).trim();
    return v.length <= CODE_MAX_LENGTH && CODE.test(v) ? null : invalidMessage;
  };
}

export const validateImageCaptcha = code(
  VALIDATION_MESSAGES.imageCaptchaRequired,
  VALIDATION_MESSAGES.imageCaptchaInvalid,
);
export const validateSmsCode = code(
  VALIDATION_MESSAGES.smsCodeRequired,
  VALIDATION_MESSAGES.smsCodeInvalid,
);
export const validatePin = code(
  VALIDATION_MESSAGES.pinRequired,
  VALIDATION_MESSAGES.pinInvalid,
);
export const validateCaptchaCode = code(
  VALIDATION_MESSAGES.captchaRequired,
  VALIDATION_MESSAGES.captchaInvalid,
);

export function validateOldPassword(value: unknown): string | null {
  if (isBlank(value)) return VALIDATION_MESSAGES.oldPasswordRequired;
  const password = text(value);
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    return VALIDATION_MESSAGES.passwordTooLong;
  }
  return PRINTABLE_ASCII.test(password)
    ? null
    : VALIDATION_MESSAGES.oldPasswordInvalid;
}

export function validateNewPassword(value: unknown): string | null {
  const password = text(value);
  if (password === '') return VALIDATION_MESSAGES.newPasswordRequired;
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return VALIDATION_MESSAGES.newPasswordTooShort;
  }
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    return VALIDATION_MESSAGES.passwordTooLong;
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

/**
 * The access token a signed-in user passes on (to the academy lookup and
 * the back-office hand-off, as a form field, never in an address): only a
 * user who signed in by token has one.
 */
export function passedOnAccessToken(
  user: Pick<UserInfo, 'loginBy' | 'accessToken'>,
): string | undefined {
  return user.loginBy === 'token' && user.accessToken
    ? user.accessToken
    : undefined;
}

/** The form field that carries the passed-on access token. */
export const ACCESS_TOKEN_FIELD = 'accessToken';

/** Every role name a user holds, from both fields the backend sends. */
export function userRoles(
  user: Pick<UserInfo, 'roles' | 'roleList'> | null,
): string[] {
  if (!user) return [];
  const names = [
    ...(user.roles ?? []),
    ...(user.roleList ?? []).map((role) => role.roleName),
  ];
  return [...new Set(names)];
}
