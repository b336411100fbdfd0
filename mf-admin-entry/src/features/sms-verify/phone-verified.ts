/**
 * What a successful phone verification leaves behind for this session:
 * the flag that lets the next 管理员登录 open the back office directly, and
 * the loaded user's `check` set to true (seed-spec 4).
 */
import { appStore, userInfoAtom } from '@portal/shared/state';

/** sessionStorage key of the flag. */
export const PHONE_VERIFIED_KEY = 'adminPhoneVerified';

export function isPhoneVerified(): boolean {
  try {
    return sessionStorage.getItem(PHONE_VERIFIED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markPhoneVerified(): void {
  try {
    sessionStorage.setItem(PHONE_VERIFIED_KEY, 'true');
  } catch {
    // Storage disabled: the next entry asks for the phone again.
  }
  const user = appStore.get(userInfoAtom);
  if (user) appStore.set(userInfoAtom, { ...user, check: true });
}
