import { loadRemoteModule } from '@portal/shared/spa';
import {
  appStore,
  projectConfigAtom,
  userInfoAtom,
} from '@portal/shared/state';
import type { ProjectConfig, UserInfo } from '@portal/shared/types';

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

export type AdminEntryResult =
  /** The entry ran; a message to show, if any. */
  | { kind: 'done'; message?: string }
  /** mf-admin-entry could not be loaded: the caller offers 重试. */
  | { kind: 'unavailable' };

/**
 * Runs the back-office entry of mf-admin-entry. It is loaded through the
 * shell's remote registry (as other remotes' modules are), which drops a
 * failed container, so trying again after a failure reaches the network.
 */
export async function runAdminEntry(): Promise<AdminEntryResult> {
  const user = appStore.get(userInfoAtom);
  const project = appStore.get(projectConfigAtom);
  if (!user || !project) return { kind: 'done', message: '请先登录' };
  let entry: AdminEntryModule;
  try {
    entry = await loadRemoteModule<AdminEntryModule>(
      'mf_admin_entry',
      './entry',
    );
  } catch {
    return { kind: 'unavailable' };
  }
  if (typeof entry.openAdminEntry !== 'function')
    return { kind: 'unavailable' };
  const result = await entry.openAdminEntry(user, project);
  return { kind: 'done', message: result.message };
}
