import {
  ACCESS_TOKEN_FIELD,
  passedOnAccessToken,
} from '@portal/shared/contracts';
import { openPendingWindow, openWindow } from '@portal/shared/routing';
import type {
  ProjectConfig,
  UserInfo,
  PendingWindow,
} from '@portal/shared/contracts';

/**
 * The back-office address: the one the server just returned, else the
 * project's adminUrl, else its vpnLoginUrl.
 */
export function backOfficeUrl(
  project: ProjectConfig,
  fromServer?: string | null,
): string {
  return fromServer || project.adminUrl || project.vpnLoginUrl;
}

type TokenHolder = Pick<UserInfo, 'loginBy' | 'accessToken'>;

/**
 * Sends `target` to the back office. A user signed in by token hands its
 * access token on as the POSTed form field accessToken (seed-spec 3), so
 * it never shows in an address, a history entry or a Referer; a window
 * from a shell that cannot POST goes there without it.
 */
export function sendToBackOffice(
  target: PendingWindow,
  url: string,
  user: TokenHolder,
): void {
  const accessToken = passedOnAccessToken(user);
  if (accessToken && target.post) {
    target.post(url, { [ACCESS_TOKEN_FIELD]: accessToken });
  } else {
    target.go(url);
  }
}

/**
 * Opens the back office in a new window without a link back to the portal;
 * where no window can open (the app's webview) this tab goes there. Call
 * it inside the click.
 */
export function openBackOffice(url: string, user?: TokenHolder): void {
  if (user && passedOnAccessToken(user)) {
    sendToBackOffice(openPendingWindow(), url, user);
  } else {
    openWindow(url);
  }
}
