/**
 * Signing in and out (seed-spec 2.5 and 4): loading the user and what its
 * state means, the login-state prompts, and logout.
 */
import {
  clearPortalConfigCache,
  clearToken,
  fetchUserInfo,
  getToken,
  post,
  postLogout,
  registerClientOrigin,
} from '@portal/shared/api';
import {
  appStore,
  projectConfigAtom,
  tenantCapabilitiesAtom,
  unreadLettersAtom,
  userInfoAtom,
} from '@portal/shared/state';
import { openWindow } from '@portal/shared/routing';
import type { UnreadLetterCount, UserInfo } from '@portal/shared/contracts';
import { navigateTo } from '@portal/shared/ui';

import { notify, warningDialog } from '../ui/feedback';
import {
  clearLocalStorage,
  firstTimeInSession,
  forcedPasswordOpenAtom,
  hasTokenCookie,
  sessionKeys,
} from './session-state';
import {
  evaluateUser,
  LOGIN_STATE_WRONG,
  passwordPrompt,
} from './user-outcome';

const NO_TRAINEE_TITLE = '提醒';
const NO_TRAINEE_TEXT = '未查询到学员信息，请联系本单位后台管理员';
const PASSWORD_REMINDER = '为了您的账号安全，请定期修改密码';
const PASSWORD_TAB = '/personalCenter?acativeId=8';

/** What loading the session decided. */
export type SessionOutcome =
  | { kind: 'user'; user: UserInfo }
  | { kind: 'anonymous' }
  | { kind: 'login' }
  | { kind: 'public'; thenLogin: boolean };

function forgetUser(): void {
  clearToken();
  sessionStorage.removeItem(sessionKeys.USER_INFO_KEY);
  appStore.set(userInfoAtom, null);
  appStore.set(unreadLettersAtom, null);
}

/**
 * The signed-in user in memory and its session copy (userInfo), kept the
 * same: what the session copy says must not contradict the page.
 */
function rememberUser(user: UserInfo): void {
  appStore.set(userInfoAtom, user);
  sessionStorage.setItem(sessionKeys.USER_INFO_KEY, JSON.stringify(user));
}

/** Loads the signed-in user once per page and applies seed-spec 4's outcomes. */
export async function loadSession(
  /** Settles once the project configuration is in (a user's prompts read it). */
  configured: Promise<unknown> = Promise.resolve(),
): Promise<SessionOutcome> {
  const current = appStore.get(userInfoAtom);
  if (current?.id) return { kind: 'user', user: current };
  if (!getToken()) return { kind: 'anonymous' };
  let user: UserInfo;
  try {
    user = await fetchUserInfo({ silent: true });
  } catch {
    forgetUser();
    return { kind: 'login' };
  }
  await configured;
  const outcome = evaluateUser(user);
  if (outcome !== 'ok') {
    forgetUser();
    notify('warning', LOGIN_STATE_WRONG);
    return { kind: 'public', thenLogin: outcome === 'no-portal-role' };
  }
  rememberUser(user);
  void refreshUnreadLetters();
  afterSignIn(user);
  return { kind: 'user', user };
}

/**
 * Fills unreadLettersAtom from /api/letter/getUnReadNum (the floating
 * panel's 消息 count); silent: a failure leaves the count unknown.
 */
async function refreshUnreadLetters(): Promise<void> {
  try {
    const data = await post<UnreadLetterCount>(
      'letter/getUnReadNum',
      {},
      { silent: true },
    );
    if (appStore.get(userInfoAtom)) {
      appStore.set(unreadLettersAtom, Math.max(0, Number(data.unReadNum) || 0));
    }
  } catch {
    appStore.set(unreadLettersAtom, null);
  }
}

/** Prompts that follow a successful sign-in, once per page load. */
function afterSignIn(user: UserInfo): void {
  if (firstTimeInSession(sessionKeys.ORIGIN_REGISTERED_KEY)) {
    void registerClientOrigin().catch(() => undefined);
  }
  if (!user.traineeId) {
    void warningDialog(NO_TRAINEE_TITLE, NO_TRAINEE_TEXT).then(() =>
      logout({ logoutInNewWindow: true }),
    );
    return;
  }
  const capabilities = appStore.get(tenantCapabilitiesAtom);
  switch (passwordPrompt(user, capabilities.passwordPrompt)) {
    case 'forced-dialog':
      appStore.set(forcedPasswordOpenAtom, true);
      break;
    case 'reminder':
      rememberUser({ ...user, needUpdatePwd: false });
      if (firstTimeInSession(sessionKeys.REMINDED_KEY)) {
        notify('warning', PASSWORD_REMINDER);
        navigateTo(PASSWORD_TAB);
      }
      break;
    case 'none':
      break;
  }
}

/** Sends the visitor to the SSO page, asking it to come back here. */
export { redirectToLogin } from '@portal/shared/routing';

function logoutAddress(): string {
  const logoutUrl = appStore.get(projectConfigAtom)?.logoutUrl;
  if (!logoutUrl) return '/index';
  const url = new URL(logoutUrl, location.href);
  url.searchParams.set('redirect', `${location.origin}/index`);
  return url.href;
}

/**
 * Logout of seed-spec 4: the server is told first (errors only logged), then
 * user state, session and local storage and the cached configuration are
 * cleared, and the browser leaves through the logout address, which brings
 * it back to /index with a fresh page.
 */
export async function logout({
  logoutInNewWindow = false,
} = {}): Promise<void> {
  const address = logoutAddress();
  await postLogout();
  appStore.set(userInfoAtom, null);
  appStore.set(unreadLettersAtom, null);
  appStore.set(forcedPasswordOpenAtom, false);
  clearToken();
  sessionStorage.removeItem(sessionKeys.USER_INFO_KEY);
  clearPortalConfigCache();
  if (!hasTokenCookie(document.cookie)) {
    sessionStorage.clear();
    clearLocalStorage();
  }
  if (logoutInNewWindow) {
    // Where no window opens (the app's webview) this tab leaves through
    // the logout address, which comes back to /index as well.
    if (openWindow(address)) location.assign('/index');
  } else {
    location.assign(address);
  }
}
