// @ts-check
/**
 * Webpack loader for every app's TypeScript sources: sends each name of an
 * `import { … } from 'antd'` to the facade module that exports it.
 * Names of shared/src/antd-more stay importable from 'antd' in the source
 * and are rewritten to '@portal/shared/antd-more'; the rest keep importing
 * 'antd', which the alias resolves to shared/src/antd. Type-only names stay
 * with 'antd' (esbuild drops them). See shared-deps.cjs for why.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const MORE_FACADE = path.resolve(__dirname, '../src/antd-more/index.ts');
const MORE_REQUEST = '@portal/shared/antd-more';

/** Names a facade file re-exports from antd. @param {string} file */
function facadeNames(file) {
  const code = readFileSync(file, 'utf8');
  const block = /export\s*\{([^}]*)\}\s*from\s*'antd\/es\/index'/.exec(code);
  return new Set(
    (block?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])antd\2;?/g;

/**
 * @param {string} source
 * @param {Set<string>} more names that live in antd-more
 */
function splitAntdImports(source, more) {
  return source.replace(IMPORT, (statement, list) => {
    /** @type {string[]} */
    const stay = [];
    /** @type {string[]} */
    const moved = [];
    for (const part of String(list).split(',')) {
      const spec = part.trim();
      if (!spec) continue;
      const imported = spec.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (!spec.startsWith('type ') && more.has(imported ?? ''))
        moved.push(spec);
      else stay.push(spec);
    }
    if (moved.length === 0) return statement;
    return [
      stay.length ? `import { ${stay.join(', ')} } from 'antd';` : '',
      `import { ${moved.join(', ')} } from '${MORE_REQUEST}';`,
    ].join(' ');
  });
}

/** @this {{ addDependency(file: string): void }} @param {string} source */
function antdSplitLoader(source) {
  this.addDependency(MORE_FACADE);
  if (!source.includes('antd')) return source;
  return splitAntdImports(source, facadeNames(MORE_FACADE));
}

module.exports = antdSplitLoader;
module.exports.splitAntdImports = splitAntdImports;
module.exports.facadeNames = facadeNames;
module.exports.MORE_FACADE = MORE_FACADE;
