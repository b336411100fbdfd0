/** Checks of the profile form (the mock backend applies the same rules). */

export const PROFILE_MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  avatarUrlRequired: '请输入头像图片地址',
  avatarUrlInvalid: '请输入以 http:// 或 https:// 开头的图片地址',
} as const;

/** Mainland mobile numbers: 1, then 3–9, then nine digits. */
const MOBILE = /^1[3-9]\d{9}$/;
const AVATAR_URL_MAX = 500;

/** The avatars a learner may pick (served under /pcStatic/img). */
export const SEEDED_AVATARS = [
  '/pcStatic/img/avatar.svg',
  ...[1, 2, 3, 4, 5, 6].map((n) => `/pcStatic/img/avatar-${n}.svg`),
] as const;

export function validateMobile(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return PROFILE_MESSAGES.phoneRequired;
  return MOBILE.test(text) ? null : PROFILE_MESSAGES.phoneInvalid;
}

export function validateAvatarUrl(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return PROFILE_MESSAGES.avatarUrlRequired;
  if (text.length > AVATAR_URL_MAX || /\s/.test(text)) {
    return PROFILE_MESSAGES.avatarUrlInvalid;
  }
  try {
    const url = new URL(text);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && !url.username && !url.password
      ? null
      : PROFILE_MESSAGES.avatarUrlInvalid;
  } catch {
    return PROFILE_MESSAGES.avatarUrlInvalid;
  }
}
