import { useEffect, useState } from 'react';

/** What the hook needs of a router: React Router's data routers have it. */
export interface DisposableRouter {
  dispose(): void;
}

/** Routers already disposed by a cleanup (StrictMode runs effects twice). */
const disposed = new WeakSet<DisposableRouter>();

/**
 * One router per mount of a remote, disposed when the remote unmounts.
 *
 * A data router listens to the window's popstate for as long as it lives;
 * one that is not disposed keeps itself, its routes and its last state
 * alive after single-spa unmounts the remote, so every visit to a remote
 * left another router behind (the heap grew about 100 KB per round trip).
 */
export function useRouterOfMount<R extends DisposableRouter>(
  create: () => R,
): R {
  const [router, setRouter] = useState(create);
  useEffect(() => {
    // Development's StrictMode cleans up and runs the effect again: the
    // router of the first run is gone, so make the mount a new one.
    if (disposed.has(router)) {
      setRouter(create);
      return undefined;
    }
    return () => {
      disposed.add(router);
      router.dispose();
    };
  }, [router, create]);
  return router;
}
