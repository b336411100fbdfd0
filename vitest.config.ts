import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig } from 'vitest/config';

/** Node tests that run ESLint with the repository's configuration. */
const LINTING_TESTS = [
  'tools/lint/**/*.test.ts',
  'tools/scaffold/**/*.test.ts',
];

/** The shared package's and the remotes' tests: no page-wide stores. */
const SHARED_AND_REMOTE_TESTS = [
  'shared/src/**/*.test.{ts,tsx}',
  'mf-*/src/**/*.test.{ts,tsx}',
];

/**
 * The shared package's and the remotes' tests that replace modules with
 * vi.mock: a replacement holds only in a module graph of the file's own.
 */
function testsReplacingModules(): string[] {
  const folders = [
    'shared',
    ...readdirSync('.').filter((name) => name.startsWith('mf-')),
  ];
  return folders.flatMap((folder) =>
    readdirSync(`${folder}/src`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/src/${file}`)
      .filter((file) =>
        /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
      ),
  );
}
const REPLACING_MODULES = testsReplacingModules();

/** Browser code's tests: jsdom, with the stubs antd needs. */
const IN_JSDOM = {
  environment: 'jsdom',
  setupFiles: ['./vitest.browser-setup.ts'],
  testTimeout: 15000,
} as const;

// Unit tests sit beside the code they test. Browser code runs in jsdom,
// the mock backend, the UKEY simulator and the tools in plain Node.
export default defineConfig({
  resolve: {
    alias: [
      // The portal's one deep antd import (the context App.useApp() reads,
      // shared/src/antd): the build takes antd's ES modules, Node takes its
      // CommonJS ones for 'antd', and both sides must read one context.
      { find: /^antd\/es\/app\/context$/, replacement: 'antd/lib/app/context' },
      // One router for the tests, as for the build: 'react-router-dom',
      // loaded by Node, imports react-router's ES module build, while a
      // source file's own 'react-router' import (the router facade's) would
      // resolve to its CommonJS build, a second router whose context the
      // first never sees.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL(
            './node_modules/react-router/dist/development/index.mjs',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'mock-server/src/**/*.test.ts',
            'ukey-simulator/src/**/*.test.ts',
            'tools/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...LINTING_TESTS],
          // One module graph per worker, not per file: these tests start
          // servers and read files, and keep no state in modules between
          // files, so a fresh graph for each only costs its imports (about
          // a minute of the suite on two cores).
          isolate: false,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          // ESLint caches the modules the repository's config imports (the
          // list of remotes among them): a test that scaffolds a remote
          // then lints needs a graph of its own.
          name: 'node-linting',
          environment: 'node',
          include: LINTING_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          ...IN_JSDOM,
          include: SHARED_AND_REMOTE_TESTS,
          exclude: [...configDefaults.exclude, ...REPLACING_MODULES],
          // One module graph and one jsdom per worker: antd and React are
          // imported once, not once a file (nearly half the suite's time).
          // The setup file clears what a file leaves in the page.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          // The shell's tests (its stores are page-wide) and the tests that
          // replace modules: a file's own graph and page.
          name: 'browser-isolated',
          ...IN_JSDOM,
          include: ['shell/src/**/*.test.{ts,tsx}', ...REPLACING_MODULES],
        },
      },
    ],
  },
});
