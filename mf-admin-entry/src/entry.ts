/**
 * The back-office entry the shell calls when 管理员登录 is clicked (exposed as
 * './entry'). It decides what the administrator must do and does it; the
 * shell only shows the message it returns.
 */
import type { ProjectConfig, UserInfo } from '@portal/shared/types';

import { decideAdminEntry } from './features/admin-decision/admin-decision';

export interface AdminEntryResult {
  /** 'opened' when the back office was opened in a new window. */
  outcome: 'opened' | 'refused' | 'pending';
  message?: string;
}

export async function openAdminEntry(
  user: UserInfo,
  project: ProjectConfig,
): Promise<AdminEntryResult> {
  const decision = decideAdminEntry(user, project);
  switch (decision.kind) {
    case 'open':
      window.open(decision.url, '_blank', 'noopener');
      return { outcome: 'opened' };
    case 'refuse':
      return { outcome: 'refused', message: decision.message };
    case 'verify-phone':
      // The SMS verification dialog comes with the back-office entry issue.
      return { outcome: 'pending', message: decision.message };
    case 'ukey':
      return { outcome: 'pending', message: '请插入uKey后重试' };
  }
}
