import { atom } from '@portal/shared/state';

import { PORTAL_STATUS_PATH } from '../routing/shell-routes';

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
  | { kind: 'portal-status' }
  | { kind: 'start-client' }
  | { kind: 'forbidden' }
  | { kind: 'boot-failed'; message: string };

export const contentStatusAtom = atom<ContentStatus>({ kind: 'loading' });

/** The part of the remote registry the content status depends on. */
export interface RemoteLookup {
  findRoute(pathname: string): { remote: string } | undefined;
  isPermitted(route: { remote: string }): boolean;
  failure(name: string): string | null;
  remotesWithoutRoutes(): string[];
  /** Remotes whose route manifest is still on its way (none if absent). */
  remotesLoadingRoutes?(): string[];
  retry(name: string): Promise<void>;
}

/** The shell's page offering the mobile app and the desktop entry. */
export const START_CLIENT_PATH = '/startClient';

export function contentStatusFor(
  registry: RemoteLookup,
  pathname: string,
): ContentStatus {
  if (pathname === START_CLIENT_PATH) return { kind: 'start-client' };
  // The root waits for its redirect to the home (boot-portal.tsx).
  if (pathname === '/') return { kind: 'loading' };
  const route = registry.findRoute(pathname);
  if (route && !registry.isPermitted(route)) return { kind: 'forbidden' };
  // The shell's own page, whatever the remotes do.
  if (pathname === PORTAL_STATUS_PATH) return { kind: 'portal-status' };
  if (route) {
    return registry.failure(route.remote)
      ? {
          kind: 'unavailable',
          remote: route.remote,
          retry: () => registry.retry(route.remote),
        }
      : { kind: 'remote' };
  }
  // The path may belong to a remote whose route manifest is still loading…
  if ((registry.remotesLoadingRoutes?.() ?? []).length > 0)
    return { kind: 'loading' };
  // …or did not load.
  const unknown = registry.remotesWithoutRoutes();
  if (unknown.length > 0) {
    return {
      kind: 'unavailable',
      remote: unknown.join(','),
      retry: async () => {
        await Promise.all(unknown.map((name) => registry.retry(name)));
      },
    };
  }
  return { kind: 'not-found' };
}
