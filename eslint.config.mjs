// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Top-level module folders of shared/src, each a Module Federation singleton. */
const SHARED_MODULES = [
  'api',
  'config',
  'contracts',
  'crypto',
  'feedback',
  'format',
  'hooks',
  'password-change',
  'routing',
  'spa',
  'state',
  'types',
  'ui',
  'validation',
];

const REMOTES = [
  'mf-home',
  'mf-personal-center',
  'mf-projects',
  'mf-exams',
  'mf-admin-entry',
];

/** A remote imports only shared and its own folder; the shell imports no remote. */
const boundaries = [...REMOTES, 'shell'].map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '**/shell/**',
              '**/mf-*/**',
              '@portal/shell*',
              '@portal/mf-*',
            ],
            message:
              'Apps never import another app at build time; use the shared package or loadRemote.',
          },
        ],
      },
    ],
  },
}));

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
    files: ['**/*.cjs', 'shared/build/**/*.test.ts'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Inside the shared package, modules reach each other through the package
    // name: Module Federation shares '@portal/shared/<module>' as a singleton,
    // but a relative import would bundle a second copy (a second jotai store).
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Leaving a top-level module folder (ui/, api/, state/…) is not
              // allowed; moving between sub-folders of one module is.
              group: [
                '../../*',
                ...SHARED_MODULES.flatMap((m) => [`../${m}`, `../${m}/*`]),
              ],
              message: "Import '@portal/shared/<module>' instead.",
            },
          ],
        },
      ],
    },
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
    // The backend shares the wire contract with the portal and nothing else.
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/shared(?!/contracts$)|/shared/src/',
              message:
                "The mock backend imports only '@portal/shared/contracts' from shared.",
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
              regex: '^@portal/shared(?!/contracts$)|/shared/src/',
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
              regex: '^@portal/shared(?!/contracts$)|/shared/src/',
              message:
                "The mock backend imports only '@portal/shared/contracts' from shared.",
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
          ],
        },
      ],
    },
  },
  {
    files: [
      'mock-server/**/*.ts',
      'ukey-simulator/**/*.ts',
      'shell/server/**',
      'e2e/**',
      '**/*.mjs',
      '**/*.cjs',
    ],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
);
