import path from 'node:path';

import ts from 'typescript';

import { findCrossAccesses, programOver } from './ownership';

const ROOT = path.resolve(__dirname, '..');
const TSCONFIG = path.resolve(ROOT, '../../tsconfig.json');

const show = (a: {
  file: string;
  line: number;
  collection: string;
  owner: string;
}) => `${a.file}:${a.line}:${a.collection}:${a.owner}`;

describe('collection ownership', () => {
  it('domains reach other domains’ collections only through their owners', () => {
    const found = findCrossAccesses(programOver(ROOT, TSCONFIG), ROOT);
    expect(found.map(show)).toEqual([]);
  }, 60_000);

  it('finds a planted read of another domain’s collection', () => {
    const root = '/virtual/src';
    const files: Record<string, string> = {
      [`${root}/domains/alpha/alpha.records.ts`]:
        'export interface AlphaCollections { alphas: string[] }',
      [`${root}/domains/beta/beta.records.ts`]:
        'export interface BetaCollections { betas: number[] }',
      [`${root}/domains/beta/beta.routes.ts`]: [
        "import type { AlphaCollections } from '../alpha/alpha.records';",
        "import type { BetaCollections } from './beta.records';",
        'export function count(state: AlphaCollections & BetaCollections) {',
        '  const { betas } = state;',
        '  return betas.length + state.alphas.length;',
        '}',
      ].join('\n'),
    };
    const options: ts.CompilerOptions = { strict: true, noEmit: true };
    const host = ts.createCompilerHost(options);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) =>
      name in files
        ? ts.createSourceFile(name, files[name] ?? '', version)
        : read(name, version);
    host.fileExists = (name) => name in files || ts.sys.fileExists(name);
    host.readFile = (name) => files[name] ?? ts.sys.readFile(name);
    host.directoryExists = (name) =>
      name.startsWith(root) || ts.sys.directoryExists(name);
    const program = ts.createProgram(Object.keys(files), options, host);
    expect(findCrossAccesses(program, root).map(show)).toEqual([
      'domains/beta/beta.routes.ts:5:alphas:alpha',
    ]);
  });
});
