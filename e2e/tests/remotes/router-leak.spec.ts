/**
 * Every remote disposes its router when single-spa unmounts it
 * (useRouterOfMount with createRemoteRouter): going round the remotes
 * leaves no router behind (each one kept would grow the heap; the bench measures the
 * heap, this counts the routers' popstate listeners).
 */
import { test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { signInFromHeader } from '../../support/portal';
import {
  countPopstateListeners,
  expectOneRouterPerMount,
} from '../../support/router-leak';

const [main] = TENANTS;

test('going round the remotes leaves no router behind', async ({ page }) => {
  await countPopstateListeners(page);
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await expectOneRouterPerMount(page, [
    {
      path: '/index',
      shown: (p) => p.getByTestId('mf-home-page'),
    },
    {
      path: '/personalCenter',
      shown: (p) => p.getByTestId('mf-personal-center-page'),
    },
    {
      path: '/projectIndex',
      shown: (p) => p.getByRole('list', { name: '专题班列表' }),
    },
    {
      path: '/scheme',
      shown: (p) => p.getByRole('heading', { name: '巩固练习活动方案' }),
    },
  ]);
});
