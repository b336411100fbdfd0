/**
 * The antd facade (shared/src/antd, antd-content and antd-more) is the only
 * antd the apps share: every `import { … } from 'antd'` in an app is
 * resolved to one of its tiers at build time. A component missing from it would be undefined at run
 * time, so this test reads every app's sources and checks the facade
 * exports each value they import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { appSourceFiles, ROOT, valueImports } from './app-sources';

const { ANTD_FACADE: FACADE } = require('./shared-deps.cjs') as {
  ANTD_FACADE: string;
};

const { facadeNames, splitAntdImports, LATER_TIERS } =
  require('./antd-split-loader.cjs') as {
    facadeNames: (file: string) => Set<string>;
    splitAntdImports: (source: string, later: Map<string, string>) => string;
    LATER_TIERS: { file: string; request: string }[];
  };
const TIERS = [FACADE, ...LATER_TIERS.map((tier) => tier.file)];

function facadeExports(): Set<string> {
  return new Set(TIERS.flatMap((file) => [...facadeNames(file)]));
}

describe('antd facade', () => {
  it('reads value imports and skips type-only ones', () => {
    expect(
      valueImports(
        "import { Button, type TableProps, Modal as Dialog } from 'antd';\nimport type { FormInstance } from 'antd';",
        'antd',
      ),
    ).toEqual(['Button', 'Modal']);
  });

  it('exports every antd value an app imports', () => {
    const missing = new Map<string, string>();
    const exported = facadeExports();
    for (const file of appSourceFiles({ tests: true })) {
      if (TIERS.includes(file)) continue;
      for (const name of valueImports(readFileSync(file, 'utf8'), 'antd'))
        if (!exported.has(name)) missing.set(name, path.relative(ROOT, file));
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('puts each component in exactly one tier', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of TIERS)
      for (const name of facadeNames(file)) {
        if (seen.has(name)) twice.push(name);
        seen.set(name, file);
      }
    expect(twice).toEqual([]);
    expect(seen.get('ConfigProvider')).toBe(FACADE);
    expect(LATER_TIERS.map((tier) => tier.request)).toEqual([
      '@portal/shared/antd-content',
      '@portal/shared/antd-workspace',
      '@portal/shared/antd-more',
    ]);
  });
});

describe('antd split loader', () => {
  const more = new Map([
    ['Table', '@portal/shared/antd-more'],
    ['Select', '@portal/shared/antd-more'],
    ['Card', '@portal/shared/antd-content'],
  ]);

  it('moves the names of a later tier and keeps the rest', () => {
    expect(
      splitAntdImports(
        "import {\n  Button,\n  Table as Grid,\n  type TableProps,\n} from 'antd';\nconst x = 1;",
        more,
      ),
    ).toBe(
      "import { Button, type TableProps } from 'antd'; import { Table as Grid } from '@portal/shared/antd-more';\nconst x = 1;",
    );
  });

  it('sends each name to its own tier', () => {
    expect(
      splitAntdImports("import { Card, Button, Table } from 'antd';", more),
    ).toBe(
      "import { Button } from 'antd'; import { Card } from '@portal/shared/antd-content'; import { Table } from '@portal/shared/antd-more';",
    );
  });

  it('leaves imports without such names, type-only imports and other packages alone', () => {
    const untouched = [
      "import { Button } from 'antd';",
      "import type { TableProps } from 'antd';",
      "import { Table } from 'antd-style';",
    ].join('\n');
    expect(splitAntdImports(untouched, more)).toBe(untouched);
    expect(splitAntdImports("import { Select } from 'antd';", more)).toBe(
      " import { Select } from '@portal/shared/antd-more';",
    );
  });
});
