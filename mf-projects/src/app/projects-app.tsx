import { useRouterOfMount } from '@portal/shared/spa';
import { createRemoteRouter } from '@portal/shared/router';
import { RouterProvider } from 'react-router-dom';

import { pages } from './pages';

/** The pages and redirects of the route manifest, and a catch-all. */
const createRouter = createRemoteRouter(pages);

export function ProjectsApp() {
  // One router per mount: it starts from the current URL.
  const router = useRouterOfMount(createRouter);
  return <RouterProvider router={router} />;
}
