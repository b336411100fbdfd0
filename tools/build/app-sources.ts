/**
 * Reading the apps' own sources, for the tests that check what they import
 * against the shared facades (antd-facade.test.ts, router-facade.test.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** The test kit: code for unit tests only, never built into an app. */
const TEST_KIT = path.join(ROOT, 'shared/src/testing') + path.sep;

/**
 * Source files of the shell, shared and every remote (their src/
 * folders). Without `tests`, unit tests and the test kit are left out:
 * they run on the packages themselves, without the build's aliases.
 */
export function appSourceFiles({ tests }: { tests: boolean }): string[] {
  return readdirSync(ROOT)
    .filter(
      (name) => name === 'shell' || name === 'shared' || name.startsWith('mf-'),
    )
    .flatMap((app) => {
      const folder = path.join(ROOT, app, 'src');
      try {
        statSync(folder);
      } catch {
        return [];
      }
      return filesUnder(folder);
    })
    .filter(
      (file) =>
        tests || !(/\.test\.tsx?$/.test(file) || file.startsWith(TEST_KIT)),
    );
}

/** Value names imported from the module `from` (type-only imports left out). */
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
