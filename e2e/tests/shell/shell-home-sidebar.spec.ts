import { expect, type Page, type Route, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';
import { useSession } from '../../support/small-screens';

const [main, , blue] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: '主导航' });
const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: '侧边导航' });

test('home paths: a visitor’s 首页 is /public, a learner’s /home, and logout returns to /index', async ({
  page,
}) => {
  // The bare root goes to the visitor's home.
  await page.goto(`${main.url}/`);
  await expect(page).toHaveURL(`${main.url}/public`);
  await page.goto(`${main.url}/index`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  const home = mainNav(page).getByRole('link', { name: '首页' });
  await expect(home).toHaveAttribute('href', '/public');
  await home.click();
  await expect(page).toHaveURL(`${main.url}/public`);

  // Signing in from a visitor home lands on the learner's.
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await expect(page).toHaveURL(`${main.url}/home`);
  await mainNav(page).getByRole('link', { name: '学习中心' }).click();
  await expect(page).toHaveURL(`${main.url}/personalCenter`);
  await expect(home).toHaveAttribute('href', '/home');
  await home.click();
  await expect(page).toHaveURL(`${main.url}/home`);
  await mainNav(page).getByRole('link', { name: '学习中心' }).click();
  await expect(page).toHaveURL(`${main.url}/personalCenter`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: main.title })
    .click();
  await expect(page).toHaveURL(`${main.url}/home`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  // The root goes to the learner's home; /index is still served.
  await page.goto(`${main.url}/`);
  await expect(page).toHaveURL(`${main.url}/home`);
  await page.goto(`${main.url}/index`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
  await expect(page.getByTestId('welcome-box')).toBeVisible();

  await page
    .getByTestId('welcome-box')
    .getByRole('button', { name: '退出登录' })
    .click();
  await expect(page).toHaveURL(`${main.url}/index`);
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible();
});

for (const [tenant, accent] of [
  [main, 'rgb(197, 4, 5)'],
  [blue, 'rgb(74, 158, 226)'],
] as const) {
  test(`${tenant.id}: the active sidebar item is #E91B1B and the progress bar is the tenant's accent`, async ({
    page,
  }) => {
    await useSession(page);
    await page.goto(`${tenant.url}/personalCenter`);
    const active = sidebar(page).getByRole('link', { name: '学习中心' });
    await expect(active).toBeVisible();
    await expect(active).toHaveCSS('color', 'rgb(233, 27, 27)');
    // The selected item keeps a white ground: #E91B1B has 4.5:1 only on white.
    await expect(sidebar(page).locator('.ant-menu-item-selected')).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );

    // The next page's remote is held back, so the bar stays while it loads.
    const held: Route[] = [];
    let holding = true;
    await page.route(
      (url) =>
        url.pathname.includes('/mf-personal-center/') &&
        !url.pathname.endsWith('/routes.json'),
      async (route) => {
        if (holding) held.push(route);
        else await route.continue();
      },
    );
    await page.goto(`${tenant.url}/home`);
    await expect(page.getByTestId('mf-home-page')).toBeVisible();
    await mainNav(page).getByRole('link', { name: '学习中心' }).click();
    await expect(page.locator('#nprogress .bar')).toHaveCSS(
      'background-color',
      accent,
    );
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(page).toHaveURL(`${tenant.url}/personalCenter`);
    await expect(page.getByTestId('mf-personal-center-page')).toBeVisible();
  });
}

/**
 * A remote that publishes a workspace group with a nested group, as a
 * feature team may: the sidebar builds submenus in submenus from it.
 */
const NESTED_GROUP = {
  path: '/studyFiles',
  title: '学习档案库',
  layout: 'workspace',
  children: [
    { path: 'year', title: '年度档案' },
    {
      path: 'detail',
      title: '档案明细',
      children: [
        { path: 'courses', title: '课程明细' },
        { path: 'exams', title: '考试明细' },
      ],
    },
  ],
};

const OTHER_GROUP = {
  path: '/studyNotes',
  title: '学习笔记',
  layout: 'workspace',
  children: [
    { path: 'list', title: '笔记列表' },
    { path: 'shared', title: '共享笔记' },
  ],
};

test('opening a nested submenu keeps its parent open; opening another group closes both', async ({
  page,
}) => {
  await page.route('**/mf-personal-center/**/routes.json', async (route) => {
    const response = await route.fetch();
    const routes = (await response.json()) as unknown[];
    await route.fulfill({
      response,
      json: [...routes, NESTED_GROUP, OTHER_GROUP],
    });
  });
  await useSession(page);
  await page.goto(`${main.url}/personalCenter`);
  const nav = sidebar(page);
  await nav.getByRole('menuitem', { name: '学习档案库' }).click();
  await expect(nav.getByRole('link', { name: '年度档案' })).toBeVisible();
  await nav.getByRole('menuitem', { name: '档案明细' }).click();
  await expect(nav.getByRole('link', { name: '课程明细' })).toBeVisible();
  // The parent stays open around its open child.
  await expect(nav.getByRole('link', { name: '年度档案' })).toBeVisible();
  await expect(
    nav.getByRole('menuitem', { name: '学习档案库' }),
  ).toHaveAttribute('aria-expanded', 'true');

  // Another group opens alone: the first closes with its nested child.
  await nav.getByRole('menuitem', { name: '学习笔记' }).click();
  await expect(nav.getByRole('link', { name: '笔记列表' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '年度档案' })).toBeHidden();
  await expect(nav.getByRole('link', { name: '课程明细' })).toBeHidden();
});
