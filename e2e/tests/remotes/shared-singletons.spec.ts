import { expect, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';

interface ShareInfo {
  from: string;
  loaded?: boolean;
}
type ShareScopes = Record<
  string,
  Record<string, Record<string, Record<string, ShareInfo>>>
>;

test.beforeEach(async () => {
  await resetBackend();
});

test('one copy of react, react-dom and jotai serves the shell and every remote', async ({
  page,
}) => {
  // Each copy of react-dom registers itself with the DevTools hook once.
  await page.addInitScript(() => {
    const renderers = new Set<number>();
    let next = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers,
        inject: () => {
          renderers.add(next);
          return next++;
        },
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  const tenant = TENANTS[1];
  await page.goto(`${tenant.url}/index`);
  await signInFromHeader(page);
  for (const [link, testId] of [
    ['学习中心', 'mf-personal-center-page'],
    ['网上专题班', 'mf-projects-page'],
    ['首页', 'mf-home-page'],
  ] as const) {
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: link })
      .click();
    await expect(page.getByTestId(testId)).toBeVisible();
  }
  await page.goto(`${tenant.url}/scheme`);
  await expect(page.getByTestId('mf-exams-page')).toBeVisible();

  const renderers = await page.evaluate(
    () =>
      (
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Set<number> };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);

  // The federation runtime records every provided copy and whether it loaded.
  const loaded = await page.evaluate(() => {
    const scopes = (
      window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }
    ).__FEDERATION__.__SHARE__;
    // The same copy is listed once per federation instance; count distinct ones.
    const copies: Record<string, string[]> = {};
    for (const scope of Object.values(scopes)) {
      for (const libraries of Object.values(scope)) {
        for (const [library, versions] of Object.entries(libraries)) {
          for (const [version, info] of Object.entries(versions)) {
            const copy = `${version} from ${info.from}`;
            if (info.loaded && !copies[library]?.includes(copy))
              (copies[library] ??= []).push(copy);
          }
        }
      }
    }
    return copies;
  });
  for (const library of [
    'react',
    'react-dom',
    'react-dom/client',
    'jotai',
    // antd, through the facade that is its only shared form
    '@portal/shared/antd',
    '@portal/shared/state',
  ]) {
    expect(loaded[library], `${library} loaded copies`).toHaveLength(1);
    expect(loaded[library]?.[0]).toContain('from portal_shell');
  }
  // The exam plans page (the last load) draws its table and tags with the
  // antd parts the shell provides: a remote's own copy of a part would carry
  // its own ConfigProvider context, so no portal theme (the cssVar key).
  expect(Object.keys(loaded)).toEqual(
    expect.arrayContaining([
      '@portal/shared/antd-parts/pagination',
      '@portal/shared/antd-parts/table',
      '@portal/shared/antd-parts/tag',
    ]),
  );
  const themed = page
    .getByTestId('mf-exams-page')
    .locator('.ant-table-wrapper, .ant-tag');
  await expect(themed.first()).toBeVisible();
  for (const element of await themed.all())
    await expect(element).toHaveClass(/\bcss-var-portal\b/);
});

test('state set by the shell is read by the remotes through the shared jotai store', async ({
  page,
}) => {
  const userInfoCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/info'))
      userInfoCalls.push(request.url());
  });
  const tenant = TENANTS[2];
  await page.goto(`${tenant.url}/index`);
  // Site configuration: loaded by the shell, shown by mf-home.
  await expect(
    page.getByTestId('mf-home-page').getByRole('heading', { level: 1 }),
  ).toHaveText(`欢迎访问${tenant.title}`);
  await signInFromHeader(page);
  await expect(
    page.getByTestId('mf-home-page').getByRole('heading', { level: 1 }),
  ).toHaveText(`张学员，欢迎来到${tenant.title}`);
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '学习中心' })
    .click();
  await expect(page.getByTestId('learner-name')).toHaveText('张学员');
  // Only the shell asked for the user; the remotes read the shared atom.
  expect(userInfoCalls).toHaveLength(1);
  // 001.001.065 shows compulsory and optional hours (seed-spec 6).
  await expect(page.getByText('选修学时')).toBeVisible();
  await expect(page.getByText('总学时')).toHaveCount(0);
});
