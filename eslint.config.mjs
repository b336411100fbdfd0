// @ts-check
import js from '@eslint/js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** How import-x resolves the TypeScript sources it follows. */
const IMPORT_X_SETTINGS = {
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
  ],
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

/** Top-level module folders of shared/src, each a Module Federation singleton. */
const SHARED_MODULES = [
  'antd',
  'antd-content',
  'antd-more',
  'antd-parts',
  'antd-workspace',
  'api',
  'config',
  'contracts',
  'crypto',
  'display',
  'feedback',
  'format',
  'hooks',
  'password-change',
  'router',
  'routing',
  'spa',
  'state',
  'testing',
  'types',
  'ui',
  'validation',
];

/** Every remote of the repository, a scaffolded one included: the mf-* workspaces. */
const REMOTES = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      entry.name.startsWith('mf-') &&
      fs.existsSync(path.join(ROOT, entry.name, 'package.json')),
  )
  .map((entry) => entry.name)
  .sort();

/** A remote imports only shared and its own folder; the shell imports no remote. */
const OTHER_APPS = {
  group: ['**/shell/**', '**/mf-*/**', '@portal/shell*', '@portal/mf-*'],
  message:
    'Apps never import another app at build time; use the shared package or loadRemote.',
};

/**
 * jotai, ky and single-spa each have one door: the portal's state, its HTTP
 * client, and the shell's remote registry (remotes get their lifecycles
 * from '@portal/shared/spa').
 */
const ONE_DOOR = [
  {
    group: ['jotai', 'jotai/*'],
    message: "Import state through '@portal/shared/state'.",
  },
  {
    group: ['ky', 'ky/*'],
    message: "Call the backend through '@portal/shared/api'.",
  },
  {
    group: ['single-spa', 'single-spa-react'],
    message:
      "single-spa is reached through the shell's remote registry (shell/src/remotes) or '@portal/shared/spa'.",
  },
];

/** '@portal/shared/testing' fakes the backend and the window: tests only. */
const TEST_KIT = {
  group: ['@portal/shared/testing'],
  message: "'@portal/shared/testing' is for test files only.",
};

/**
 * Inside the shared package, modules reach each other through the package
 * name: Module Federation shares '@portal/shared/<module>' as a singleton,
 * but a relative import would bundle a second copy (a second jotai store).
 * Leaving a top-level module folder (ui/, api/, state/…) is not allowed;
 * moving between sub-folders of one module is.
 */
const SHARED_BY_NAME = {
  group: [
    '../../*',
    ...SHARED_MODULES.flatMap((m) => [`../${m}`, `../${m}/*`]),
  ],
  message: "Import '@portal/shared/<module>' instead.",
};

/**
 * The shared client keeps postJson and postForm for remotes built before
 * the request-encoding rule; new code posts with `post`, whose path decides.
 */
const OLD_POST_NAMES = {
  group: ['@portal/shared/api'],
  importNames: ['postJson', 'postForm'],
  message: 'Use post: the request-encoding rule picks JSON or form by path.',
};

/** Every type name the wire contract exports, read from its files. */
function contractTypeNames() {
  const dir = path.join(ROOT, 'shared/src/contracts');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [
      ...fs
        .readFileSync(path.join(dir, file), 'utf8')
        .matchAll(/^export (?:interface|type) (\w+)/gm),
    ])
    .map((match) => match[1]);
}

/** Wire types have one door: the contract, never the app-side types. */
const WIRE_TYPES_DOOR = {
  group: ['@portal/shared/types'],
  importNames: contractTypeNames(),
  message: "Wire types come from '@portal/shared/contracts'.",
};

const appImports = (/** @type {object[]} */ patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const boundaries = [...REMOTES, 'shell'].flatMap((app) => [
  {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: appImports([
      OTHER_APPS,
      ...ONE_DOOR,
      TEST_KIT,
      OLD_POST_NAMES,
      WIRE_TYPES_DOOR,
    ]),
  },
  {
    files: [`${app}/src/**/*.test.{ts,tsx}`, `${app}/src/**/test-*.ts`],
    // Tests spy on the whole client module (import * as api), whose old
    // post names come with it.
    rules: appImports([OTHER_APPS, ...ONE_DOOR, WIRE_TYPES_DOOR]),
  },
]);

/** The feature folders of a remote, read from disk. */
function featuresOf(/** @type {string} */ app) {
  const dir = path.join(ROOT, app, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside a remote: `app/` composes, `features/<f>/` are leaves that never
 * import each other or `app/`, `components/` holds what several features
 * show and `lib/` what several features compute; `lib/` imports neither
 * components nor features, `components/` no feature.
 */
const remoteLayers = REMOTES.map((app) => {
  const src = `./${app}/src`;
  const features = featuresOf(app);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: IMPORT_X_SETTINGS,
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${src}/features/${feature}`,
              from: `${src}/features`,
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what both use to src/components or src/lib, or compose them in src/app.',
            })),
            {
              target: [`${src}/features`, `${src}/components`, `${src}/lib`],
              from: `${src}/app`,
              message: 'src/app composes the features; nothing imports it.',
            },
            {
              target: `${src}/components`,
              from: `${src}/features`,
              message: 'src/components is shared by features and imports none.',
            },
            {
              target: `${src}/lib`,
              from: [`${src}/features`, `${src}/components`],
              message:
                'src/lib holds logic and imports no component or feature.',
            },
          ],
        },
      ],
    },
  };
});

/**
 * The layers of the shared package, lowest first: a module imports only
 * modules of its own layer or below, so the contract and the helpers at the
 * bottom never pull in state, the HTTP client or antd.
 */
const SHARED_LAYERS = [
  ['contracts', 'format', 'crypto', 'antd-parts'],
  ['types', 'config', 'validation', 'hooks', 'delivery'],
  ['state', 'display', 'routing'],
  ['api', 'router'],
  ['ui', 'antd', 'feedback', 'antd-content', 'antd-more', 'antd-workspace'],
  ['spa', 'password-change'],
  ['testing'],
];

/** What a shared module may not import: every module of a higher layer. */
function higherLayersOf(/** @type {string} */ module) {
  const layer = SHARED_LAYERS.findIndex((modules) => modules.includes(module));
  const higher = SHARED_LAYERS.slice(layer + 1).flat();
  return {
    regex: `^@portal/shared/(${higher.join('|')})(/|$)`,
    message: `'${module}' sits in layer ${layer} of the shared package (SHARED_LAYERS) and imports no higher layer.`,
  };
}

const sharedLayers = SHARED_MODULES.filter(
  (module) => module !== 'testing',
).map((module) => ({
  files: [`shared/src/${module}/**/*.{ts,tsx}`],
  ignores: ['shared/src/**/*.test.{ts,tsx}'],
  rules: appImports([
    SHARED_BY_NAME,
    TEST_KIT,
    WIRE_TYPES_DOOR,
    higherLayersOf(module),
  ]),
}));

/**
 * The shell: no import circles, the shared UI bits and the route helpers
 * are leaves, and boot composes the shell (only its early answers, which
 * the remote registry reads, are reached from outside).
 */
const SHELL = './shell/src';
function shellFolders() {
  return fs
    .readdirSync(path.join(ROOT, 'shell/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
const shellLayers = {
  files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: IMPORT_X_SETTINGS,
  rules: {
    'import-x/no-cycle': 'error',
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...['ui', 'routing'].map((leaf) => ({
            target: `${SHELL}/${leaf}`,
            from: SHELL,
            except: [`./${leaf}`],
            message: `shell/src/${leaf} is a leaf: it imports no other folder of the shell.`,
          })),
          {
            target: shellFolders()
              .filter((folder) => folder !== 'boot')
              .map((folder) => `${SHELL}/${folder}`),
            from: `${SHELL}/boot`,
            except: ['./early-answers.ts'],
            message:
              'shell/src/boot composes the shell; only its early answers are imported from outside.',
          },
        ],
      },
    ],
  },
};

/**
 * Seed-spec 9's default buttons come from one set, BUTTON_LABELS of
 * '@portal/shared/ui' (shared/src/ui/labels.ts, whose words these are):
 * an app writes none of them literally as a button's text or name, so an
 * action reads the same on every page. The words inside a sentence (取消收藏,
 * 已保存) or as a page's title are not labels and stay.
 */
const BUTTON_WORDS = '取消|删除|详情|编辑|新增|保存|搜索';
const BUTTON_WORD = `/^\\s*(${BUTTON_WORDS})\\s*$/`;
const BUTTON_LABEL_MESSAGE =
  "A common action's label comes from BUTTON_LABELS ('@portal/shared/ui').";
const buttonLabels = {
  files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        // <Button>保存</Button>, <button>保存</button>, <NavButton>…
        `JSXElement[openingElement.name.name=/(^b|B)utton$/] > JSXText[value=${BUTTON_WORD}]`,
        `JSXElement[openingElement.name.name=/(^b|B)utton$/] > JSXExpressionContainer > Literal[value=${BUTTON_WORD}]`,
        // <Button aria-label="搜索" icon={…} />
        `JSXOpeningElement[name.name=/(^b|B)utton$/] > JSXAttribute[name.name=/^(aria-label|title|children)$/] Literal[value=${BUTTON_WORD}]`,
        // A dialog's or a search field's buttons: cancelText="取消", enterButton="搜索"
        `JSXAttribute[name.name=/^(okText|cancelText|enterButton)$/] Literal[value=${BUTTON_WORD}]`,
        // modal.confirm({ cancelText: '取消' })
        `Property[key.name=/^(okText|cancelText)$/] > Literal[value=${BUTTON_WORD}]`,
      ].map((selector) => ({ selector, message: BUTTON_LABEL_MESSAGE })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'dist-*/**',
      'mock-server/data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The build helpers are CommonJS (webpack configs load them); their tests require them.
    files: ['**/*.cjs', 'tools/build/**/*.test.ts'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/testing/**', 'shared/src/**/*.test.{ts,tsx}'],
    rules: appImports([SHARED_BY_NAME, TEST_KIT, WIRE_TYPES_DOOR]),
  },
  {
    files: ['shared/src/testing/**', 'shared/src/**/*.test.{ts,tsx}'],
    rules: appImports([SHARED_BY_NAME, WIRE_TYPES_DOOR]),
  },
  {
    // The wire contract is pure TypeScript both sides of the wire compile:
    // it imports nothing outside its own folder (no DOM, ky, jotai, antd).
    files: ['shared/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)|^\\.\\./\\.\\./',
              message: 'Contracts import only from shared/src/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/contracts/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'Contracts import only from shared/src/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The backend's domains, platform and hooks form no import circle.
    files: ['mock-server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The backend shares the wire contract with the portal, and the delivery
    // rules it applies to reports, and nothing else.
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/shared(?!/(contracts|delivery)$)|/shared/src/',
              message:
                "The mock backend imports only the wire contract from shared ('@portal/shared/contracts', and the delivery rules it applies to reports, '@portal/shared/delivery').",
            },
          ],
        },
      ],
    },
  },
  {
    // The UKEY simulator (its own workspace) speaks the protocol of
    // '@portal/shared/contracts' and takes nothing else from the portal;
    // the mock backend imports it, never the other way round.
    files: ['ukey-simulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/shared(?!/(contracts|delivery)$)|/shared/src/',
              message:
                "The UKEY simulator imports only '@portal/shared/contracts' from shared.",
            },
            {
              regex: '^@portal/(?!shared)|/(mock-server|shell|mf-[^/]+)/',
              message:
                'The UKEY simulator imports no other workspace (the mock backend imports it).',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain reaches another only through that domain's index, and the
    // platform knows no domain.
    files: [
      'mock-server/src/domains/**/*.ts',
      'mock-server/src/platform/**/*.ts',
    ],
    // Test support starts the whole server or reads the whole seed.
    ignores: ['**/*.test.ts', '**/*.fixtures.ts', '**/*.crash-child.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/shared(?!/(contracts|delivery)$)|/shared/src/',
              message:
                "The mock backend imports only the wire contract from shared ('@portal/shared/contracts', and the delivery rules it applies to reports, '@portal/shared/delivery').",
            },
            {
              regex: '^\\.\\./[^./][^/]*/',
              message:
                "Another domain's files are reached through its index: import '../<domain>'.",
            },
            {
              regex: '^(\\.\\./)+(domains|dev|seed|server)(/|$)',
              message:
                'The platform knows no domain, and domains do not import the composition roots or the dev hooks.',
            },
            {
              // Two levels up or more: a domain file (platform/db.ts, one
              // level up, is typed with the whole db and stays allowed).
              regex: '^(\\.\\./){2,}db-state$',
              message:
                'A domain types its state by its own and its owners’ Collections; db-state is for the composition roots (server.ts, seed.ts, platform, dev).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'mock-server/**/*.ts',
      'ukey-simulator/**/*.ts',
      'tools/**',
      'e2e/**',
      '**/*.mjs',
      '**/*.cjs',
    ],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
  buttonLabels,
  {
    // The shell's remote registry is single-spa's door.
    files: ['shell/src/remotes/**/*.{ts,tsx}'],
    rules: appImports([OTHER_APPS, ...ONE_DOOR.slice(0, 2), WIRE_TYPES_DOOR]),
  },
  ...remoteLayers,
  ...sharedLayers,
  shellLayers,
);
