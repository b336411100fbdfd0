import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { PortalRoute } from '@portal/shared/types';

const { loadRouteManifest } = require('./route-manifest-plugin.cjs') as {
  loadRouteManifest: (file: string) => PortalRoute[];
};

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = [
  'mf-home',
  'mf-personal-center',
  'mf-projects',
  'mf-exams',
  'mf-admin-entry',
];

function allPaths(routes: PortalRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = route.path.startsWith('/')
      ? route.path
      : `${parent}/${route.path}`;
    return [full, ...allPaths(route.children ?? [], full)];
  });
}

describe('route manifests', () => {
  const manifests = Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      loadRouteManifest(path.join(ROOT, remote, 'src/routes.ts')),
    ]),
  );

  it('load as plain data and give top-level routes absolute paths', () => {
    for (const [remote, routes] of Object.entries(manifests)) {
      for (const route of routes) expect(route.path, remote).toMatch(/^\//);
    }
  });

  it('never claim the same path for two remotes', () => {
    const owners = new Map<string, string>();
    for (const [remote, routes] of Object.entries(manifests)) {
      for (const full of allPaths(routes)) {
        expect(owners.get(full), `${full} is claimed twice`).toBeUndefined();
        owners.set(full, remote);
      }
    }
    expect(owners.get('/index')).toBe('mf-home');
    expect(owners.get('/personalCenter')).toBe('mf-personal-center');
    expect(owners.get('/projectIndex')).toBe('mf-projects');
    expect(owners.get('/scheme')).toBe('mf-exams');
  });

  it('refuses a manifest that imports code', () => {
    const bad = path.join(__dirname, '__fixtures__/routes-with-import.ts');
    expect(() => loadRouteManifest(bad)).toThrow(/import types only/);
  });
});
