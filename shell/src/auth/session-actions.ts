import { api, clearToken, fetchUserInfo, getToken } from '@portal/shared/api';
import {
  appStore,
  projectConfigAtom,
  userInfoAtom,
} from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/types';

const USER_INFO_KEY = 'userInfo';

/** Loads the signed-in user once per page; null for a visitor. */
export async function loadUserInfo(): Promise<UserInfo | null> {
  const current = appStore.get(userInfoAtom);
  if (current?.id) return current;
  if (!getToken()) return null;
  try {
    const user = await fetchUserInfo();
    appStore.set(userInfoAtom, user);
    sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    return user;
  } catch {
    clearToken();
    sessionStorage.removeItem(USER_INFO_KEY);
    return null;
  }
}

/** Sends the visitor to the SSO page, asking it to come back here. */
export function redirectToLogin(returnTo = location.href): void {
  const loginUrl = appStore.get(projectConfigAtom)?.loginUrl;
  if (!loginUrl) return;
  const url = new URL(loginUrl, location.href);
  url.searchParams.set('redirect', returnTo);
  location.assign(url.href);
}

/** Ends the session here and at the backend, then leaves via the logout address. */
export async function logout(): Promise<void> {
  const token = getToken();
  try {
    await api.post('logout', { headers: { 'FS-CK': token, token }, body: '' });
  } catch (error) {
    console.warn('[portal] 退出登录请求失败', error);
  }
  clearToken();
  sessionStorage.removeItem(USER_INFO_KEY);
  appStore.set(userInfoAtom, null);
  const logoutUrl = appStore.get(projectConfigAtom)?.logoutUrl;
  if (!logoutUrl) {
    location.assign('/index');
    return;
  }
  const url = new URL(logoutUrl, location.href);
  url.searchParams.set('redirect', `${location.origin}/index`);
  location.assign(url.href);
}
