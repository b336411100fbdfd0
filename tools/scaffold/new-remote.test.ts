import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { PortalRoute } from '@portal/shared/types';
import type { RemotePages } from '@portal/shared/router';
import { routeTableProblems } from '@portal/shared/router/check';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { scaffold } from './new-remote.mjs';

const { loadRouteManifest } = createRequire(import.meta.url)(
  '../build/route-manifest-plugin.cjs',
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

  it('builds the router from the shell’s manifest and the page map, one per mount', () => {
    const app = read('src/app/reading-club-app.tsx');
    expect(app).toContain('createRemoteRouter(manifest, pages)');
    expect(app).toContain('useRouterOfMount(create)');
    // A router kept in state is never disposed: it outlives its mount.
    expect(app).not.toContain('useState');
    expect(read('src/app/pages.test.ts')).toContain('routeTableProblems');
  });

  it('lays src/ out in app, one feature leaf, components and lib', () => {
    expect(read('src/features/welcome/welcome-page.tsx')).toContain(
      'export function ReadingClubPage',
    );
    expect(read('src/app/pages.ts')).toContain(
      '../features/welcome/welcome-page',
    );
    expect(read('src/components/README.md')).toMatch(/more than one feature/);
    expect(read('src/lib/README.md')).toMatch(/more than one feature/);
  });

  it('builds with the tools workspace', () => {
    expect(read('webpack.config.cjs')).toContain(
      '@portal/tools/build/webpack-app.cjs',
    );
    expect(JSON.parse(read('package.json')).devDependencies).toEqual({
      '@portal/tools': '1.0.0',
    });
  });

  it('gives the manifest’s one path its page, by name', async () => {
    const manifest = loadRouteManifest(path.join(dir, 'src/routes.ts'));
    expect(manifest.map((r) => [r.path, r.page])).toEqual([[route, 'welcome']]);
    vi.doMock(path.join(dir, 'src/features/welcome/welcome-page.tsx'), () => ({
      ReadingClubPage: () => null,
    }));
    const { pages } = (await import(path.join(dir, 'src/app/pages.ts'))) as {
      pages: RemotePages;
    };
    expect(Object.keys(pages)).toEqual(['welcome']);
    expect(routeTableProblems(manifest, pages)).toEqual([]);
  });

  it('passes the repository’s lint, layers included, and is refused a feature importing another', async () => {
    // Lint reads the remotes from the repository's mf-* folders, so the
    // check scaffolds one there for the length of the test.
    const repo = path.resolve(import.meta.dirname, '../..');
    const probe = scaffold(`lint-probe-${process.pid}`, {
      root: repo,
      install: false,
      register: false,
    });
    try {
      const other = path.join(probe.dir, 'src/features/other/other.ts');
      mkdirSync(path.dirname(other), { recursive: true });
      writeFileSync(other, "export * from '../welcome/welcome-page';\n");
      const eslint = new ESLint({ cwd: repo });
      const results = await eslint.lintFiles([path.join(probe.dir, 'src')]);
      const problems = results.flatMap((result) =>
        result.messages.map(
          (m) => `${path.relative(probe.dir, result.filePath)}: ${m.message}`,
        ),
      );
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^src\/features\/other\/other\.ts: .*A feature does not import another feature/,
      );
    } finally {
      rmSync(probe.dir, { recursive: true, force: true });
    }
  }, 60_000);
});
