/**
 * The back-office entry's first step (seed-spec 4, in its order: check,
 * needUkey, manage). The remote runs the entry by it; the shell reads it
 * to know, in the click and before the remote's code has loaded, whether
 * the back office opens at once and so needs a window opened in the click.
 */
import type { UserInfo } from './profile';

/**
 * Who may not enter the back office (neither phone check, key nor manage
 * rights), and the backend's refusal of a non-administrator.
 */
export const NOT_ADMIN_MESSAGE = '您不是管理员，无权登录';

/** An SMS code went out to the administrator's phone (the backend's answer, the dialog's toast). */
export const SMS_SENT_MESSAGE = '验证码已发送';

/** The backend refused the key's certificate or signature; the dialog shows the same text. */
export const UKEY_VERIFY_FAILED_MESSAGE = '证书验证失败';

export type AdminEntryStep = 'verify-phone' | 'ukey' | 'open' | 'refuse';

/**
 * @param phoneVerified the phone was verified earlier in this session, so
 * a user with `check` goes straight to the back office.
 */
export function adminEntryStep(
  user: Pick<UserInfo, 'check' | 'needUkey' | 'manage'>,
  phoneVerified: boolean,
): AdminEntryStep {
  if (user.check) return phoneVerified ? 'open' : 'verify-phone';
  if (user.needUkey) return 'ukey';
  if (user.manage) return 'open';
  return 'refuse';
}
