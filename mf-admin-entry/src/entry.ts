/**
 * The back-office entry the shell calls when 管理员登录 is clicked (exposed as
 * './entry'). It decides what the administrator must do and does it: every
 * message and dialog is shown here, in this remote's own React root, so the
 * result never carries a message for the shell.
 */
import type {
  AdminEntryModule,
  AdminEntryResult,
  PendingWindow,
} from '@portal/shared/contracts';
import type { ProjectConfig, UserInfo } from '@portal/shared/contracts';

import { decideAdminEntry } from './features/admin-decision/admin-decision';
import { openBackOffice, sendToBackOffice } from './lib/back-office';
import { ensureDialogHost } from './components/dialog-host';
import { isPhoneVerified } from './features/sms-verify/phone-verified';
import { showSmsVerifyDialog } from './features/sms-verify/sms-verify-dialog';
import { showUkeyPinDialog } from './features/ukey/ukey-pin-dialog';

/** The entry in progress: a second click while a dialog is open joins it. */
let running: Promise<AdminEntryResult> | null = null;

/**
 * Runs the entry for this user; resolves once it is done. The exposed
 * module is the contract's AdminEntryModule (@portal/shared/contracts).
 */
export const openAdminEntry: AdminEntryModule['openAdminEntry'] = (
  user,
  project,
  backOffice,
) => {
  if (running) {
    // A second click joins the entry in progress; its window is not needed.
    backOffice?.close();
    return running;
  }
  running = runEntry(user, project, backOffice).finally(() => {
    running = null;
  });
  return running;
};

/**
 * The back office opens inside the click that leads there, as browsers
 * allow a window only then: a plain administrator's opens before anything
 * here is awaited (or is the window the shell opened in the click while
 * this code loaded), and after a dialog's check the window 确定's click
 * opened is sent there (or closed when the check fails).
 */
async function runEntry(
  user: UserInfo,
  project: ProjectConfig,
  backOffice: PendingWindow | undefined,
): Promise<AdminEntryResult> {
  const decision = decideAdminEntry(user, project, isPhoneVerified());
  if (decision.kind === 'open') {
    if (backOffice) sendToBackOffice(backOffice, decision.url, user);
    else openBackOffice(decision.url, user);
    return { outcome: 'opened' };
  }
  // A message or a dialog comes first: the shell's window is not for now.
  backOffice?.close();
  const host = await ensureDialogHost();
  switch (decision.kind) {
    case 'refuse':
      void host.message.warning(decision.message);
      return { outcome: 'refused' };
    case 'verify-phone':
      void host.message.warning(decision.message);
      return { outcome: await showSmsVerifyDialog(host, user, project) };
    case 'ukey':
      return { outcome: await showUkeyPinDialog(host, user, project) };
  }
}
