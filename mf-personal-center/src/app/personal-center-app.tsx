import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { OverviewPage } from '../features/overview/overview-page';

function createRouter() {
  return createBrowserRouter([
    { path: '/personalCenter', element: <OverviewPage /> },
    // Another remote's path, seen for a moment while single-spa swaps apps.
    { path: '*', element: null },
  ]);
}

export function PersonalCenterApp() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
