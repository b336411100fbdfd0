import { post } from '@portal/shared/api';
import type { UserInfo, UserInfoUpdate } from '@portal/shared/contracts';

/**
 * POST /api/user/info/update with the user-info object (seed-spec 7.2): the
 * signed-in user with the new telephone and avatar; answers the updated
 * user. The access token stays out: it is the session's, not the profile's.
 */
export function updateProfile(
  user: UserInfo,
  changes: Pick<UserInfo, 'telephone' | 'avatar'>,
): Promise<UserInfo> {
  const { accessToken: _session, ...info } = user;
  const body: UserInfoUpdate = { ...info, ...changes };
  return post<UserInfo>('user/info/update', body, { silent: true });
}
