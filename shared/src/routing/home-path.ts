import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/contracts';

/**
 * Home of seed-spec 2.3 and 6: a signed-in learner's is /home, a visitor's
 * /public (/index stays the address logout returns to). Every 返回首页 of
 * the shell and the remotes leads here.
 */
export function homePath(user: Pick<UserInfo, 'id'> | null): string {
  return user?.id ? '/home' : '/public';
}

/** The home of whoever is on the page, following sign-in and sign-out. */
export function useHomePath(): string {
  return homePath(useAtomValue(userInfoAtom));
}
