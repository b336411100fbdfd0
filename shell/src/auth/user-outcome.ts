import type { PasswordPrompt, UserInfo } from '@portal/shared/contracts';

import { REQUIRED_ROLE, userRoles } from './permissions';

export const LOGIN_STATE_WRONG = '当前用户登录状态不正确';

/**
 * What a freshly loaded user means for the portal (seed-spec 4): a role list
 * that is missing or empty, or one without ROLE_NC_WEB, is not a valid
 * portal login.
 */
type UserOutcome = 'ok' | 'no-roles' | 'no-portal-role';

export function evaluateUser(user: UserInfo): UserOutcome {
  if (!user.roleList || user.roleList.length === 0) return 'no-roles';
  if (!userRoles(user).includes(REQUIRED_ROLE)) return 'no-portal-role';
  return 'ok';
}

export type { PasswordPrompt };

/**
 * What a user meets after signing in: nothing unless the password must be
 * renewed; then the tenant's capability decides (the forced dialog, the
 * once-per-session reminder or nothing; DESIGN.md 3).
 */
export function passwordPrompt(
  user: UserInfo,
  tenantPrompt: PasswordPrompt,
): PasswordPrompt {
  return user.needUpdatePwd ? tenantPrompt : 'none';
}
