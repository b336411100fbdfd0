import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type DataRouter,
  RouterProvider,
} from 'react-router-dom';

import { AppProviders } from '@portal/shared/ui';

/** What a test shows at each path, as a remote's router would. */
export type TestRoutes = Readonly<Record<string, ReactNode>>;

/** The render result and the router, to read or drive its location. */
export type RenderedRoutes = RenderResult & { router: DataRouter };

/**
 * Renders `routes` at `url` inside the portal's providers, with a memory
 * router: the page under test and the pages it links to (a paragraph is
 * enough to see that a link arrived).
 */
export function renderRoutes(routes: TestRoutes, url: string): RenderedRoutes {
  const router = createMemoryRouter(
    Object.entries(routes).map(([path, element]) => ({ path, element })),
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Renders one element inside the portal's providers, with no router. */
export function renderInPortal(element: ReactNode): RenderResult {
  return render(<AppProviders>{element}</AppProviders>);
}
