import { DISPLAY_PREFS_KEY } from '@portal/shared/display';
import { atom, useAtomValue } from '@portal/shared/state';
import { useSyncExternalStore } from 'react';

/** Shell-only state of the signed-in session. */
export const forcedPasswordOpenAtom = atom(false);

/** The welcome box in the floating panel is open (seed-spec 4: open/collapse). */
export const welcomeOpenAtom = atom(true);

/**
 * The welcome box in the small-screen panel drawer: it starts collapsed,
 * so the drawer opens on the panel's items rather than on a long box.
 */
export const compactWelcomeOpenAtom = atom(false);

/** True once boot has loaded (or ruled out) the user; until then no login button shows. */
export const sessionResolvedAtom = atom(false);

const noChanges = () => () => {};

/**
 * Whether the page may show what depends on the session lookup (a visitor's
 * 学员登录). Never while React hydrates a page the render tier drew: that
 * HTML was drawn before any lookup, and a lookup that ends before or during
 * hydration (a visitor's ends at once) would otherwise change what is being
 * hydrated, and React would draw the whole frame again. Right after
 * hydration it is the lookup's own answer.
 */
export function useSessionResolved(): boolean {
  const resolved = useAtomValue(sessionResolvedAtom);
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return resolved && hydrated;
}

const USER_INFO_KEY = 'userInfo';
const REMINDED_KEY = 'pwdReminderShown';
const ORIGIN_REGISTERED_KEY = 'clientOriginRegistered';
const DEVICE_TYPE_KEY = 'deviceType';
/** Kept when local storage is cleared: neither holds session data. */
const KEPT_LOCAL_KEYS = [
  'deviceFingerprint',
  // Study progress not yet accepted by the server (mf-home); losing it
  // would lose watched minutes.
  'studyProgressQueue',
  // Exam answers not yet saved on the server (mf-exams), per attempt.
  'examAnswerDrafts',
  // The device's display choice (长者模式…), where cookies are not kept.
  DISPLAY_PREFS_KEY,
];

export const sessionKeys = {
  USER_INFO_KEY,
  REMINDED_KEY,
  ORIGIN_REGISTERED_KEY,
  DEVICE_TYPE_KEY,
};

/** True the first time in this browser session, false afterwards. */
export function firstTimeInSession(key: string): boolean {
  if (sessionStorage.getItem(key)) return false;
  sessionStorage.setItem(key, '1');
  return true;
}

/**
 * Local storage holds nothing of the session; it is cleared on unload and at
 * logout (seed-spec 4), except the visitor fingerprint, which would be
 * useless if it changed with every page, and unsent study progress.
 */
export function clearLocalStorage(): void {
  const kept = KEPT_LOCAL_KEYS.map(
    (key) => [key, localStorage.getItem(key)] as const,
  );
  localStorage.clear();
  for (const [key, value] of kept)
    if (value !== null) localStorage.setItem(key, value);
}

/** Inside the Android or iOS app's webview the device type is kept in the session. */
export function detectDeviceType(
  search: string,
  userAgent: string,
): 'android' | 'ios' | null {
  const asked = new URLSearchParams(search).get('deviceType');
  if (asked === 'android' || asked === 'ios') return asked;
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return null;
}

/** True inside the app's webview, by the device type kept in this session. */
export function inAppWebview(): boolean {
  try {
    const type = sessionStorage.getItem(DEVICE_TYPE_KEY);
    return type === 'android' || type === 'ios';
  } catch {
    return false;
  }
}

export function rememberDeviceType(): void {
  const type = detectDeviceType(location.search, navigator.userAgent);
  if (type) sessionStorage.setItem(DEVICE_TYPE_KEY, type);
}

export function hasTokenCookie(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith('Token='));
}
