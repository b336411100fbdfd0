import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { ClassListPage } from '../features/class-list/class-list-page';

function createRouter() {
  return createBrowserRouter([
    { path: '/projectIndex', element: <ClassListPage /> },
    // Another remote's path, seen for a moment while single-spa swaps apps;
    // manifest redirects such as /project are followed by the shell.
    { path: '*', element: null },
  ]);
}

export function ProjectsApp() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
