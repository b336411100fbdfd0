import { lookupAcademy } from '@portal/shared/api';
import { passedOnAccessToken } from '@portal/shared/contracts';
import { openPendingWindow } from '@portal/shared/routing';
import type { AcademyLookupResult, UserInfo } from '@portal/shared/contracts';

import { warningDialog } from '../ui/feedback';

const ACADEMY_FAILED = '请求跳转失败，请稍后重试';
const ACADEMY_TIMEOUT = '请求学院登录超时，请稍后重试';
const ACADEMY_TIMEOUT_MS = 10_000;

/** The lookup's answer, or what the jump makes of a failed call. */
type AcademyLookup = AcademyLookupResult | { code: 'error'; message?: '' };

/**
 * The national-academy jump of seed-spec 4: look the learner up with the
 * idCardHash; code 'true' opens celaUrl in a new tab, anything else shows
 * the 提醒 dialog with the server's message or a default. A user signed
 * in by token passes the access token on in the lookup's form (seed-spec
 * 3), never in an address. The tab opens
 * with the click, before the lookup answers (a popup blocker would take a
 * later one for a popup), and closes again if the jump fails. In the app's
 * webview, where no tab can open, this tab goes to the academy.
 *
 * Call it from the click handler itself, before anything is awaited.
 */
export async function jumpToAcademy(
  user: Pick<UserInfo, 'idCardHash' | 'loginBy' | 'accessToken'>,
): Promise<void> {
  const target = openPendingWindow();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ACADEMY_TIMEOUT_MS);
  });
  const lookup: Promise<AcademyLookup> = lookupAcademy(
    user.idCardHash,
    { silent: true },
    passedOnAccessToken(user),
  ).catch((): AcademyLookup => ({ code: 'error' }));
  const result = await Promise.race([lookup, timeout]);
  clearTimeout(timer);
  if (result !== 'timeout' && result.code === 'true' && result.celaUrl) {
    target.go(result.celaUrl);
    return;
  }
  target.close();
  if (result === 'timeout') return warningDialog('提醒', ACADEMY_TIMEOUT);
  return warningDialog('提醒', result.message || ACADEMY_FAILED);
}
