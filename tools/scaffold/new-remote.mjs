// @ts-check
/**
 * npm run new-remote -- <name> [--no-install]: creates mf-<name>/, a remote
 * that builds, runs standalone (npm run dev -w @portal/mf-<name>), passes
 * lint and tests, and serves one page at /<name>. Its src/ has every
 * remote's layout: app/ composes, features/<feature>/ are leaves, and
 * components/ and lib/ (empty, with a README) hold what features share.
 * It joins the npm workspaces and the type-check, but no tenant's map:
 * switch it on with `npm run remotes -- use <tenant> mf-<name> 1.0.0` after
 * building it (docs/feature-team-guide.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { ROOT } from '../apps.mjs';

export class ScaffoldError extends Error {}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** kebab-case → camelCase (the page path) and PascalCase (components). */
function camel(/** @type {string} */ name) {
  return name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}
function pascal(/** @type {string} */ name) {
  const c = camel(name);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

/**
 * The files of a new remote, relative to its folder.
 * @param {string} name e.g. 'reading-club'
 * @param {Record<string, string>} dependencies copied from a core remote
 * @returns {Record<string, string>}
 */
export function remoteFiles(name, dependencies) {
  const app = `mf-${name}`;
  const container = app.replaceAll('-', '_');
  const Page = `${pascal(name)}Page`;
  const App = `${pascal(name)}App`;
  const route = `/${camel(name)}`;
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@portal/${app}`,
        version: '1.0.0',
        private: true,
        description: `Remote: ${name}`,
        scripts: {
          build: 'webpack --mode production',
          dev: 'webpack serve --mode development',
        },
        dependencies,
        devDependencies: { '@portal/tools': '1.0.0' },
      },
      null,
      2,
    )}\n`,
    'webpack.config.cjs': `const { createAppConfig } = require('@portal/tools/build/webpack-app.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  container: '${container}',
  kind: 'remote',
  exposes: { './spa': './src/spa.tsx', './routes': './src/routes.ts' },
  routesFile: 'src/routes.ts',
});
`,
    'src/index.ts': `// The async boundary: shared modules are negotiated before bootstrap runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { bootStandalone } from '@portal/shared/spa';

import { ${App} } from './app/${name}-app';
import routes from './routes';

void bootStandalone('${app}', ${App}, routes);
`,
    'src/spa.tsx': `import { preloadRemotePage } from '@portal/shared/router';
import { createRemoteLifecycles } from '@portal/shared/spa';

import { ${App} } from './app/${name}-app';
import { pages } from './app/pages';

export const { bootstrap, mount, unmount, preload } = createRemoteLifecycles(
  '${app}',
  ${App},
  {
    preload: (pathname, manifest) =>
      preloadRemotePage(manifest, pages, pathname),
    // Where its routes.json is, for a shell that passes no manifest.
    publicPath: __webpack_public_path__,
  },
);
`,
    'src/routes.ts': `import type { PortalRoute } from '@portal/shared/types';

/**
 * Route manifest of ${app}, exposed as './routes' and emitted as routes.json.
 * Each entry names its page (src/app/pages.ts) or its redirect;
 * \`satisfies\` keeps the page names literal, so the page map is checked
 * against them.
 */
const routes = [
  { path: '${route}', title: '${name}', layout: 'main', page: 'welcome' },
] satisfies PortalRoute[];

export default routes;
`,
    // The manifest (src/routes.ts) lists the paths and names each one's
    // page, the page map gives each name its page (the compiler and its
    // test hold the two together), createRemoteRouter makes the router of
    // the manifest the shell passes at mount and useRouterOfMount one
    // router per mount, disposed on unmount.
    'src/app/pages.ts': `import type { PageNames, RemotePages } from '@portal/shared/router';

import { ${Page} } from '../features/welcome/welcome-page';
import type routes from '../routes';

/**
 * The page each entry of the route manifest (src/routes.ts) names, by its
 * name: the paths and redirects are the manifest's. The first screen
 * renders eagerly; give every other page its own chunk, fetched the first
 * time it is opened, with the import() literal written here:
 * other: () => import('../features/other/other-page').then((m) => m.OtherPage),
 */
export const pages = {
  welcome: { Component: ${Page} },
} satisfies RemotePages<PageNames<typeof routes>>;
`,
    'src/app/pages.test.ts': `import { routeTableProblems } from '@portal/shared/router/check';
import { expect, it } from 'vitest';

import routes from '../routes';
import { pages } from './pages';

it('gives every entry of the route manifest its page, and every page an entry', () => {
  expect(routeTableProblems(routes, pages)).toEqual([]);
});
`,
    [`src/app/${name}-app.tsx`]: `import { createRemoteRouter } from '@portal/shared/router';
import { type RemoteAppProps, useRouterOfMount } from '@portal/shared/spa';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';

import { pages } from './pages';

/**
 * The router of the route manifest the shell passed: its pages, its
 * redirects and a catch-all. One per mount: it starts from the current URL
 * (the memo keeps useRouterOfMount from making one per render).
 */
export function ${App}({ manifest }: RemoteAppProps) {
  const create = useMemo(() => createRemoteRouter(manifest, pages), [manifest]);
  return <RouterProvider router={useRouterOfMount(create)} />;
}
`,
    // A feature is a leaf: it imports no other feature and not src/app.
    // What several features share goes to src/components (React) or src/lib.
    'src/features/welcome/welcome-page.tsx': `import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import { Card, Typography } from 'antd';

/** The first page of ${app}: replace it with the team's feature. */
export function ${Page}() {
  const user = useAtomValue(userInfoAtom);
  return (
    <Card data-testid="${app}-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        ${name}
      </Typography.Title>
      <Typography.Paragraph>
        {user ? \`\${user.name}，欢迎使用新模块。\` : '欢迎使用新模块。'}
      </Typography.Paragraph>
    </Card>
  );
}
`,
    'src/features/welcome/welcome-page.test.tsx': `import { appStore, userInfoAtom } from '@portal/shared/state';
import { AppProviders } from '@portal/shared/ui';
import type { UserInfo } from '@portal/shared/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ${Page} } from './welcome-page';

afterEach(() => appStore.set(userInfoAtom, null));

describe('${Page}', () => {
  it('greets the signed-in learner by name', () => {
    appStore.set(userInfoAtom, { name: '张三' } as UserInfo);
    render(
      <AppProviders>
        <${Page} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '${name}' })).toBeTruthy();
    expect(screen.getByText('张三，欢迎使用新模块。')).toBeTruthy();
  });
});
`,
    'src/components/README.md': `# components

React pieces that more than one feature shows. They may import \`src/lib\`,
never a feature or \`src/app\`. A piece one feature uses stays in that
feature's folder.
`,
    'src/lib/README.md': `# lib

Logic without JSX that more than one feature uses (calculations, hooks,
backend calls). It imports no component, feature or \`src/app\`. Logic
one feature uses stays in that feature's folder.
`,
  };
}

/** Adds the folder to a JSON list in a root file (workspaces, tsconfig). */
function addToList(
  /** @type {string} */ file,
  /** @type {(json: any) => string[]} */ list, // JSON of any shape: only the named list is touched
  /** @type {string} */ entry,
) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const items = list(json);
  if (!items.includes(entry)) items.push(entry);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/**
 * @param {string} name
 * @param {{ root?: string; install?: boolean; register?: boolean }} [options]
 */
export function scaffold(
  name,
  { root = ROOT, install = true, register = true } = {},
) {
  if (!NAME.test(name)) {
    throw new ScaffoldError(
      `名称 ${name} 不合法：用小写字母、数字和连字符，以字母开头，例如 reading-club`,
    );
  }
  const app = `mf-${name}`;
  const dir = path.join(root, app);
  if (existsSync(dir)) throw new ScaffoldError(`${app} 已存在`);
  const template = JSON.parse(
    readFileSync(path.join(ROOT, 'mf-admin-entry/package.json'), 'utf8'),
  );
  for (const [file, text] of Object.entries(
    remoteFiles(name, template.dependencies),
  )) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  // Templates are written plainly; Prettier gives them the repo's layout.
  spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--write', dir],
    { stdio: 'ignore' },
  );
  if (register) {
    addToList(path.join(root, 'package.json'), (json) => json.workspaces, app);
    // The root tsconfig is JSON with comments; add the folder by text.
    const tsconfigFile = path.join(root, 'tsconfig.json');
    const tsconfig = readFileSync(tsconfigFile, 'utf8');
    if (!tsconfig.includes(`"${app}/src"`)) {
      writeFileSync(
        tsconfigFile,
        tsconfig.replace(
          '"mf-admin-entry/src",',
          `"mf-admin-entry/src",\n    "${app}/src",`,
        ),
      );
    }
  }
  if (install) {
    // Links the new workspace and records it in package-lock.json.
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new ScaffoldError('npm install 失败');
  }
  return { app, dir, route: `/${camel(name)}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  if (!name || args.includes('--help')) {
    console.log(
      '用法: npm run new-remote -- <名称> [--no-install] [--no-register]\n例如: npm run new-remote -- reading-club',
    );
    process.exitCode = name ? 0 : 1;
  } else {
    try {
      const { app, route } = scaffold(name, {
        install: !args.includes('--no-install'),
        // --no-register: a throwaway remote (the e2e test's), left out of
        // the workspaces and the type-check.
        register: !args.includes('--no-register'),
      });
      console.log(`已创建 ${app}，页面 ${route}。
下一步:
  npm run dev -w @portal/${app}                       独立开发
  npx vitest run ${app}                               单元测试
  (cd ${app} && npx webpack --mode production)        构建到 dist/${app}/1.0.0
  npm run remotes -- use 001.001.065 ${app} 1.0.0     为一个租户启用`);
    } catch (error) {
      if (!(error instanceof ScaffoldError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
  }
}
