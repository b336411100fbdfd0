import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const { ANTD_FACADE, SINGLETON_LIBRARIES, sharedDependencies } =
  require('./shared-deps.cjs') as {
    ANTD_FACADE: string;
    SINGLETON_LIBRARIES: string[];
    sharedDependencies: (
      deps: Record<string, string>,
    ) => Record<
      string,
      { singleton: boolean; requiredVersion: string | false }
    >;
  };

const ROOT = path.resolve(__dirname, '../..');
const APPS = [
  'shell',
  'mf-home',
  'mf-personal-center',
  'mf-projects',
  'mf-exams',
  'mf-admin-entry',
];

function dependencies(app: string): Record<string, string> {
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'),
  ) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/** Libraries whose declared versions differ between apps, with who declares what. */
export function versionConflicts(
  declared: Record<string, Record<string, string>>,
  libraries: string[],
) {
  const conflicts: Record<string, Record<string, string>> = {};
  for (const library of libraries) {
    const byApp: Record<string, string> = {};
    for (const [app, deps] of Object.entries(declared)) {
      if (deps[library]) byApp[app] = deps[library];
    }
    if (new Set(Object.values(byApp)).size > 1) conflicts[library] = byApp;
  }
  return conflicts;
}

describe('shared dependencies', () => {
  const declared = Object.fromEntries(
    APPS.map((app) => [app, dependencies(app)]),
  );

  it('every app declares the same version of every shared library', () => {
    expect(
      versionConflicts(declared, [...SINGLETON_LIBRARIES, '@ant-design/icons']),
    ).toEqual({});
  });

  it('react and react-dom are pinned to one exact version everywhere', () => {
    const versions = new Set(
      APPS.flatMap((app) => [
        declared[app]?.react,
        declared[app]?.['react-dom'],
      ]),
    );
    expect(versions.size).toBe(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('the conflict check notices a drifting app', () => {
    const drifted = {
      ...declared,
      'mf-home': { ...declared['mf-home'], jotai: '^2.1.0' },
    };
    expect(versionConflicts(drifted, ['jotai'])).toHaveProperty('jotai');
  });

  it('shares each library as a singleton with its sub-paths', () => {
    const shared = sharedDependencies(dependencies('mf-home'));
    for (const key of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'jotai',
      'jotai/',
      '@portal/shared/',
    ]) {
      expect(shared[key], key).toMatchObject({ singleton: true });
    }
    expect(shared.react?.requiredVersion).toBe(dependencies('mf-home').react);
    expect(shared['@ant-design/icons']).toBeUndefined();
    // antd is shared only through its facade, never whole.
    expect(shared.antd).toBeUndefined();
    expect(shared[ANTD_FACADE]).toMatchObject({
      singleton: true,
      shareKey: '@portal/shared/antd',
    });
  });
});
