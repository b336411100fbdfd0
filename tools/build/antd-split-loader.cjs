// @ts-check
/**
 * Webpack loader for every app's TypeScript sources: sends each name of an
 * `import { … } from 'antd'` to the facade module that exports it. The
 * antd facade is shared/src/antd (what the first screen needs, kept as
 * 'antd', which the alias resolves to it) and one part per component after
 * that (shared/src/antd-parts), fetched when a page first uses it; imports
 * of a part's names are rewritten to '@portal/shared/antd-parts/<part>'.
 * Type-only names stay with 'antd' (esbuild drops them). See
 * shared-deps.cjs for why.
 */
const { readFileSync } = require('node:fs');
const { ANTD_PARTS } = require('./shared-deps.cjs');

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

/** Each name a part exports, with the request of its part. */
function partRequests() {
  /** @type {Map<string, string>} */
  const requests = new Map();
  for (const { file, request } of ANTD_PARTS)
    for (const name of facadeNames(file)) requests.set(name, request);
  return requests;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])antd\2;?/g;

/**
 * @param {string} source
 * @param {Map<string, string>} later names found in a part, with its request
 */
function splitAntdImports(source, later) {
  return source.replace(IMPORT, (statement, list) => {
    /** @type {string[]} */
    const stay = [];
    /** @type {Map<string, string[]>} */
    const moved = new Map();
    for (const part of String(list).split(',')) {
      const spec = part.trim();
      if (!spec) continue;
      const imported = spec.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      const request = spec.startsWith('type ')
        ? undefined
        : later.get(imported ?? '');
      if (request) moved.set(request, [...(moved.get(request) ?? []), spec]);
      else stay.push(spec);
    }
    if (moved.size === 0) return statement;
    return [
      stay.length ? `import { ${stay.join(', ')} } from 'antd';` : '',
      ...[...moved].map(
        ([request, specs]) =>
          `import { ${specs.join(', ')} } from '${request}';`,
      ),
    ].join(' ');
  });
}

/** @this {{ addDependency(file: string): void }} @param {string} source */
function antdSplitLoader(source) {
  for (const { file } of ANTD_PARTS) this.addDependency(file);
  if (!source.includes('antd')) return source;
  return splitAntdImports(source, partRequests());
}

module.exports = antdSplitLoader;
module.exports.splitAntdImports = splitAntdImports;
module.exports.facadeNames = facadeNames;
module.exports.partRequests = partRequests;
