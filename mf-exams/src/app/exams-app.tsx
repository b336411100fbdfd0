import { createRemoteRouter } from '@portal/shared/router';
import { type RemoteAppProps, useRouterOfMount } from '@portal/shared/spa';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';

import { pages } from './pages';

/**
 * The router of the route manifest the shell passed: its pages, its
 * redirects and a catch-all. One per mount: it starts from the current URL
 * (the memo keeps useRouterOfMount from making one per render).
 */
export function ExamsApp({ manifest }: RemoteAppProps) {
  const create = useMemo(() => createRemoteRouter(manifest, pages), [manifest]);
  return <RouterProvider router={useRouterOfMount(create)} />;
}
