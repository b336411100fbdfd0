/**
 * The router facade (shared/src/router) is the only router the apps share:
 * every `import { … } from 'react-router-dom'` in an app resolves to it at
 * build time. A name missing from it would be undefined at run time, and an
 * import of 'react-router' itself would bundle a second router beside the
 * shared one, so this test reads every app's sources for both.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FACADE = path.join(ROOT, 'shared/src/router/index.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sources(full);
    // Unit tests run on the package itself, without the build's alias.
    if (/\.test\.tsx?$/.test(name)) return [];
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** Value names imported from `from` (type-only imports left out). */
export function valueImports(code: string, from: string): string[] {
  const names: string[] = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(pattern)) {
    if (match[1] || match[3] !== from) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]?.trim() ?? name);
    }
  }
  return names;
}

function facadeExports(): Set<string> {
  const code = readFileSync(FACADE, 'utf8');
  const names = new Set<string>();
  for (const block of code.matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const name of (block[1] ?? '').split(','))
      if (name.trim()) names.add(name.trim());
  return names;
}

function appSources(): string[] {
  return readdirSync(ROOT)
    .filter(
      (name) => name === 'shell' || name === 'shared' || name.startsWith('mf-'),
    )
    .flatMap((dir) => {
      const folder = path.join(ROOT, dir, 'src');
      try {
        statSync(folder);
      } catch {
        return [];
      }
      return sources(folder).filter((file) => file !== FACADE);
    });
}

describe('router facade', () => {
  it('reads value imports and skips type-only ones', () => {
    expect(
      valueImports(
        "import { Link, type To, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';\nimport { Button } from 'antd';",
        'react-router-dom',
      ),
    ).toEqual(['Link', 'useNavigate']);
  });

  it('exports every router value an app imports', () => {
    const exported = facadeExports();
    expect(exported.has('RouterProvider')).toBe(true);
    const missing = new Map<string, string>();
    for (const file of appSources()) {
      const code = readFileSync(file, 'utf8');
      for (const name of valueImports(code, 'react-router-dom'))
        if (!exported.has(name)) missing.set(name, path.relative(ROOT, file));
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("leaves no app importing 'react-router' itself", () => {
    const direct = appSources().filter((file) =>
      /from\s*['"]react-router(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(direct.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
