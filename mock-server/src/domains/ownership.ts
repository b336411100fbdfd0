/**
 * Finds reads and writes of another domain's collections: every property
 * access or destructuring in `domains/<domain>/` (outside tests and test
 * fixtures) that the type checker resolves to a member of another domain's
 * `*Collections` interface. Used by ownership.test.ts only.
 */
import path from 'node:path';

import ts from 'typescript';

export interface CrossAccess {
  file: string;
  line: number;
  collection: string;
  owner: string;
}

const SUPPORT = /\.(test|fixtures)\.ts$/;

function domainOf(root: string, fileName: string): string | undefined {
  const rel = path.relative(path.join(root, 'domains'), fileName);
  if (rel.startsWith('..') || !rel.includes(path.sep)) return undefined;
  return rel.split(path.sep)[0];
}

/** The owner domain of every `*Collections` interface in the program. */
function collectionOwners(program: ts.Program, root: string) {
  const owners = new Map<ts.Declaration, string>();
  for (const sf of program.getSourceFiles()) {
    const domain = domainOf(root, sf.fileName);
    if (!domain) continue;
    ts.forEachChild(sf, (node) => {
      if (!ts.isInterfaceDeclaration(node)) return;
      if (!node.name.text.endsWith('Collections')) return;
      for (const member of node.members) owners.set(member, domain);
    });
  }
  return owners;
}

/** Cross-domain collection accesses of the program's domain files. */
export function findCrossAccesses(
  program: ts.Program,
  root: string,
): CrossAccess[] {
  const checker = program.getTypeChecker();
  const owners = collectionOwners(program, root);
  const found: CrossAccess[] = [];
  for (const sf of program.getSourceFiles()) {
    const domain = domainOf(root, sf.fileName);
    if (!domain || SUPPORT.test(sf.fileName)) continue;
    const visit = (node: ts.Node): void => {
      let symbol: ts.Symbol | undefined;
      if (ts.isPropertyAccessExpression(node)) {
        symbol = checker.getSymbolAtLocation(node.name);
      } else if (
        ts.isBindingElement(node) &&
        ts.isObjectBindingPattern(node.parent)
      ) {
        const name = (node.propertyName ?? node.name).getText(sf);
        symbol = checker.getTypeAtLocation(node.parent).getProperty(name);
      }
      for (const decl of symbol?.declarations ?? []) {
        const owner = owners.get(decl);
        if (owner && owner !== domain) {
          found.push({
            file: path.relative(root, sf.fileName),
            line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
            collection: symbol?.name ?? '',
            owner,
          });
          break;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/** One program over `root` (mock-server/src) with tsconfig.json's options. */
export function programOver(root: string, tsconfig: string): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  const files = parsed.fileNames.filter((f) =>
    path.resolve(f).startsWith(root + path.sep),
  );
  return ts.createProgram(files, parsed.options);
}
