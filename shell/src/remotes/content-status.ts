import { atom } from '@portal/shared/state';

/**
 * What the shell's content area shows besides the mounted remote:
 * nothing (a remote owns the area), the fallback of a remote that could not
 * be loaded, a page-not-found, or a boot failure.
 */
export type ContentStatus =
  | { kind: 'remote' }
  | { kind: 'loading' }
  | { kind: 'unavailable'; remote: string; retry: () => Promise<void> }
  | { kind: 'not-found' }
  | { kind: 'boot-failed'; message: string };

export const contentStatusAtom = atom<ContentStatus>({ kind: 'loading' });
