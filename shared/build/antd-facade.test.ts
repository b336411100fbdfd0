/**
 * The antd facade (shared/src/antd/index.ts) is the one antd module the
 * apps share: every `import { … } from 'antd'` in an app is resolved to it
 * at build time. A component missing from it would be undefined at run
 * time, so this test reads every app's sources and checks the facade
 * exports each value they import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FACADE = path.join(ROOT, 'shared/src/antd/index.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** Value names imported from 'antd' (type-only imports left out). */
export function antdValueImports(code: string): string[] {
  const names: string[] = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;
  for (const match of code.matchAll(pattern)) {
    if (match[1]) continue;
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
  const block = /export\s*\{([^}]*)\}\s*from\s*'antd\/es\/index'/.exec(code);
  return new Set(
    (block?.[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

describe('antd facade', () => {
  it('reads value imports and skips type-only ones', () => {
    expect(
      antdValueImports(
        "import { Button, type TableProps, Modal as Dialog } from 'antd';\nimport type { FormInstance } from 'antd';",
      ),
    ).toEqual(['Button', 'Modal']);
  });

  it('exports every antd value an app imports', () => {
    const dirs = readdirSync(ROOT).filter(
      (name) => name === 'shell' || name === 'shared' || name.startsWith('mf-'),
    );
    const missing = new Map<string, string>();
    const exported = facadeExports();
    for (const dir of dirs) {
      for (const sub of ['src', 'server']) {
        const folder = path.join(ROOT, dir, sub);
        try {
          statSync(folder);
        } catch {
          continue;
        }
        for (const file of sources(folder)) {
          if (file === FACADE) continue;
          for (const name of antdValueImports(readFileSync(file, 'utf8'))) {
            if (!exported.has(name))
              missing.set(name, path.relative(ROOT, file));
          }
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
