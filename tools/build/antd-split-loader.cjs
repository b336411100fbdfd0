// @ts-check
/**
 * Webpack loader for every app's TypeScript sources: sends each name of an
 * `import { … } from 'antd'` to the facade module that exports it. The
 * antd facade comes in tiers: shared/src/antd (what the first screen
 * needs, kept as 'antd', which the alias resolves to it), then
 * shared/src/antd-content, antd-workspace and antd-more, fetched when a
 * page first uses one of their names; imports of those names are rewritten
 * to '@portal/shared/antd-<tier>'. Type-only
 * names stay with 'antd' (esbuild drops them). See shared-deps.cjs for why.
 */
const { readFileSync } = require('node:fs');
const { sharedModule } = require('./shared-deps.cjs');

/** The tiers after the first: each facade file and the request for it. */
const LATER_TIERS = [
  {
    file: sharedModule('antd-content'),
    request: '@portal/shared/antd-content',
  },
  {
    file: sharedModule('antd-workspace'),
    request: '@portal/shared/antd-workspace',
  },
  {
    file: sharedModule('antd-more'),
    request: '@portal/shared/antd-more',
  },
];

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

/** Each name of a later tier, with the request of its tier. */
function laterTierRequests() {
  /** @type {Map<string, string>} */
  const requests = new Map();
  for (const { file, request } of LATER_TIERS)
    for (const name of facadeNames(file)) requests.set(name, request);
  return requests;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])antd\2;?/g;

/**
 * @param {string} source
 * @param {Map<string, string>} later names of the later tiers, with their request
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
  for (const { file } of LATER_TIERS) this.addDependency(file);
  if (!source.includes('antd')) return source;
  return splitAntdImports(source, laterTierRequests());
}

module.exports = antdSplitLoader;
module.exports.splitAntdImports = splitAntdImports;
module.exports.facadeNames = facadeNames;
module.exports.LATER_TIERS = LATER_TIERS;
