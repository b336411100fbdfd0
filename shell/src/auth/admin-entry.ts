import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  appStore,
  projectConfigAtom,
  userInfoAtom,
} from '@portal/shared/state';
import type { ProjectConfig, UserInfo } from '@portal/shared/types';

import { isRemoteLoadFailure } from '../remotes/remote-guard-plugin';

/** What mf-admin-entry exposes as './entry'; typed here, never imported. */
interface AdminEntryModule {
  openAdminEntry: (
    user: UserInfo,
    project: ProjectConfig,
  ) => Promise<{
    outcome: 'opened' | 'refused' | 'pending' | 'cancelled';
    message?: string;
  }>;
}

/** Runs the back-office entry of mf-admin-entry; resolves with a message to show, if any. */
export async function runAdminEntry(): Promise<string | undefined> {
  const user = appStore.get(userInfoAtom);
  const project = appStore.get(projectConfigAtom);
  if (!user || !project) return '请先登录';
  const entry: unknown = await loadRemote<AdminEntryModule>(
    'mf_admin_entry/entry',
  ).catch(() => null);
  if (!entry || isRemoteLoadFailure(entry)) return '服务暂不可用，请稍后重试';
  const result = await (entry as AdminEntryModule).openAdminEntry(
    user,
    project,
  );
  return result.message;
}
