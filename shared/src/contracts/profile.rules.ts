/**
 * The learner's editable profile (个人资料): a mobile number and an avatar,
 * either one of the seeded pictures or an http(s) image address. The
 * profile form checks them; the backend (POST /api/user/info/update)
 * refuses the same values.
 */

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
