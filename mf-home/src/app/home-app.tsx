import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { HomePage } from '../features/home/home-page';

function createRouter() {
  return createBrowserRouter([
    { path: '/index', element: <HomePage /> },
    { path: '/home', element: <HomePage /> },
    { path: '/public', element: <HomePage /> },
    // Another remote's path, seen for a moment while single-spa swaps apps.
    { path: '*', element: null },
  ]);
}

export function HomeApp() {
  // One router per mount: it starts from the current URL.
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
