import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { PortalRoute } from '@portal/shared/types';
import type { RemotePages } from '@portal/shared/spa/remote-router';
import { routeTableProblems } from '@portal/shared/spa/remote-router/check';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { scaffold } from './new-remote.mjs';

const { loadRouteManifest } = createRequire(import.meta.url)(
  '../../shared/build/route-manifest-plugin.cjs',
) as {
  loadRouteManifest: (file: string) => PortalRoute[];
};

const root = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('new-remote', () => {
  const { dir, route } = scaffold('reading-club', {
    root,
    install: false,
    register: false,
  });
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  it('builds the router from the manifest and the page map, one per mount', () => {
    const app = read('src/app/reading-club-app.tsx');
    expect(app).toContain('createRemoteRouter(pages)');
    expect(app).toContain('useRouterOfMount(createRouter)');
    // A router kept in state is never disposed: it outlives its mount.
    expect(app).not.toContain('useState');
    expect(read('src/app/pages.test.ts')).toContain('routeTableProblems');
  });

  it('gives the manifest’s one path its page', async () => {
    const manifest = loadRouteManifest(path.join(dir, 'src/routes.ts'));
    expect(manifest.map((r) => r.path)).toEqual([route]);
    vi.doMock(path.join(dir, 'src/features/welcome/welcome-page.tsx'), () => ({
      ReadingClubPage: () => null,
    }));
    const { pages } = (await import(path.join(dir, 'src/app/pages.ts'))) as {
      pages: RemotePages;
    };
    expect(Object.keys(pages)).toEqual(['/readingClub']);
    expect(routeTableProblems(manifest, pages)).toEqual([]);
  });
});
