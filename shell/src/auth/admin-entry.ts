import {
  ADMIN_ENTRY_MODULE,
  ADMIN_ENTRY_REMOTE,
  type AdminEntryModule,
} from '@portal/shared/contracts';
import { loadRemoteModule } from '@portal/shared/spa';
import {
  appStore,
  projectConfigAtom,
  userInfoAtom,
} from '@portal/shared/state';

type AdminEntryResult =
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
    // Typed by the module contract, never imported at build time.
    entry = await loadRemoteModule<AdminEntryModule>(
      ADMIN_ENTRY_REMOTE,
      ADMIN_ENTRY_MODULE,
    );
  } catch {
    return { kind: 'unavailable' };
  }
  if (typeof entry.openAdminEntry !== 'function')
    return { kind: 'unavailable' };
  const result = await entry.openAdminEntry(user, project);
  return { kind: 'done', message: result.message };
}
