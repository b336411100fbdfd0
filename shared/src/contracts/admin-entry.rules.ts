/**
 * The back-office entry's first step (seed-spec 4, in its order: check,
 * needUkey, manage). The remote runs the entry by it; the shell reads it
 * to know, in the click and before the remote's code has loaded, whether
 * the back office opens at once and so needs a window opened in the click.
 */
import type { UserInfo } from './account';

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
