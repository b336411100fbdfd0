import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { SchemePage } from '../features/scheme/scheme-page';

function createRouter() {
  return createBrowserRouter([
    { path: '/scheme', element: <SchemePage /> },
    // Another remote's path, seen for a moment while single-spa swaps apps.
    { path: '*', element: null },
  ]);
}

export function ExamsApp() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
