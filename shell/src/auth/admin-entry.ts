import {
  ADMIN_ENTRY_MODULE,
  ADMIN_ENTRY_REMOTE,
  type AdminEntryModule,
  adminEntryStep,
  type PendingWindow,
} from '@portal/shared/contracts';
import { openPendingWindow } from '@portal/shared/routing';
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

/** The entry's module once loaded, so a click can call it at once. */
let loaded: AdminEntryModule | null = null;
let loading: Promise<AdminEntryModule> | null = null;

/**
 * Loads mf-admin-entry's entry through the shell's remote registry (as
 * other remotes' modules are), which drops a failed container, so trying
 * again after a failure reaches the network. The panel starts it when the
 * pointer or the focus reaches 管理员登录, so the click usually finds it.
 */
export function preloadAdminEntry(): Promise<AdminEntryModule> {
  loading ??= loadRemoteModule<AdminEntryModule>(
    ADMIN_ENTRY_REMOTE,
    ADMIN_ENTRY_MODULE,
  ).then(
    (entry) => {
      if (typeof entry.openAdminEntry !== 'function')
        throw new Error('mf_admin_entry: ./entry has no openAdminEntry');
      loaded = entry;
      return entry;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A window the remote must send on or close; the shell closes it if an
 * older remote, which knows no such window, leaves it blank.
 */
function tracked(target: Required<PendingWindow>) {
  let settled = false;
  return {
    window: {
      go(url: string) {
        settled = true;
        target.go(url);
      },
      close() {
        settled = true;
        target.close();
      },
      post(url: string, fields: Record<string, string>) {
        settled = true;
        target.post(url, fields);
      },
    } satisfies PendingWindow,
    closeIfUnused() {
      if (!settled) target.close();
    },
  };
}

/**
 * Runs the back-office entry. Call it inside 管理员登录's click: browsers
 * let only a click open a window. With the entry's code loaded it is
 * called before anything is awaited, so it opens the back office itself;
 * otherwise, when the back office opens at once for this user, the window
 * opens here, now, and the entry sends it there once its code arrives.
 */
export async function runAdminEntry(): Promise<AdminEntryResult> {
  const user = appStore.get(userInfoAtom);
  const project = appStore.get(projectConfigAtom);
  if (!user || !project) return { kind: 'done', message: '请先登录' };
  if (loaded) {
    const result = await loaded.openAdminEntry(user, project);
    return { kind: 'done', message: result.message };
  }
  // A phone verified earlier in this session is the remote's to know; such
  // a user's back office opens when the answer comes, as before.
  const backOffice =
    adminEntryStep(user, false) === 'open'
      ? tracked(openPendingWindow())
      : null;
  let entry: AdminEntryModule;
  try {
    entry = await preloadAdminEntry();
  } catch {
    backOffice?.window.close();
    return { kind: 'unavailable' };
  }
  try {
    const result = await entry.openAdminEntry(
      user,
      project,
      backOffice?.window,
    );
    return { kind: 'done', message: result.message };
  } finally {
    backOffice?.closeIfUnused();
  }
}
