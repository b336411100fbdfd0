import { postJson } from '@portal/shared/api';
import { openPendingWindow } from '@portal/shared/routing';

import { warningDialog } from '../ui/feedback';

const ACADEMY_FAILED = '请求跳转失败，请稍后重试';
const ACADEMY_TIMEOUT = '请求学院登录超时，请稍后重试';
const ACADEMY_TIMEOUT_MS = 10_000;

interface AcademyLookup {
  code: string;
  message?: string;
  celaUrl?: string;
}

/**
 * The national-academy jump of seed-spec 4: look the learner up with the
 * idCardHash; code 'true' opens celaUrl in a new tab, anything else shows
 * the 提醒 dialog with the server's message or a default. The tab opens
 * with the click, before the lookup answers (a popup blocker would take a
 * later one for a popup), and closes again if the jump fails. In the app's
 * webview, where no tab can open, this tab goes to the academy.
 *
 * Call it from the click handler itself, before anything is awaited.
 */
export async function jumpToAcademy(idCardHash: string): Promise<void> {
  const target = openPendingWindow();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ACADEMY_TIMEOUT_MS);
  });
  const lookup = postJson<AcademyLookup>(
    'portal/user/rdrZWY',
    { idCardHash },
    { silent: true },
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
