import { postJson } from '@portal/shared/api';
import type { UserInfo } from '@portal/shared/types';

interface ProfileChanges {
  telephone?: string;
  avatar?: string;
}

/** POST /api/user/info/update: answers the updated user. */
export function updateProfile(changes: ProfileChanges): Promise<UserInfo> {
  return postJson<UserInfo>('user/info/update', changes, { silent: true });
}
