/**
 * The router facade (shared/src/router) is the only router the apps share:
 * every `import { … } from 'react-router-dom'` in an app resolves to it at
 * build time. A name missing from it would be undefined at run time, and an
 * import of 'react-router' itself would bundle a second router beside the
 * shared one, so this test reads every app's sources for both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { appSourceFiles, ROOT, valueImports } from './app-sources';

const { ROUTER_FACADE: FACADE } = require('./shared-deps.cjs') as {
  ROUTER_FACADE: string;
};

function facadeExports(): Set<string> {
  const code = readFileSync(FACADE, 'utf8');
  const names = new Set<string>();
  for (const block of code.matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const name of (block[1] ?? '').split(','))
      if (name.trim()) names.add(name.trim());
  return names;
}

/**
 * What the build gives the router facade's names to: not its tests, nor the
 * facade's own modules, whose 'react-router' imports the build sends to the
 * router's production build.
 */
function appSources(): string[] {
  const facadeDir = path.dirname(FACADE) + path.sep;
  return appSourceFiles({ tests: false }).filter(
    (file) => !file.startsWith(facadeDir),
  );
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
