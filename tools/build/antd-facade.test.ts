/**
 * The antd facade (shared/src/antd and a part per component in
 * shared/src/antd-parts) is the only antd the apps share: every
 * `import { … } from 'antd'` in an app is resolved to one of its modules at
 * build time. A component missing from it would be undefined at run
 * time, so this test reads every app's sources and checks the facade
 * exports each value they import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { appSourceFiles, ROOT, valueImports } from './app-sources';

const {
  ANTD_FACADE: FACADE,
  ANTD_PARTS,
  sharedModule,
} = require('./shared-deps.cjs') as {
  ANTD_FACADE: string;
  ANTD_PARTS: { file: string; request: string }[];
  sharedModule: (folder: string) => string;
};

const { facadeNames, splitAntdImports, partRequests } =
  require('./antd-split-loader.cjs') as {
    facadeNames: (file: string) => Set<string>;
    splitAntdImports: (source: string, later: Map<string, string>) => string;
    partRequests: () => Map<string, string>;
  };
const TIERS = [FACADE, ...ANTD_PARTS.map((part) => part.file)];

/** What the former tiers exported, which remotes built before the parts import. */
const FORMER_TIERS = {
  'antd-content':
    'Badge Card Input Popover Statistic Tabs Tag Typography'.split(' '),
  'antd-workspace':
    'App Avatar Breadcrumb Form Menu message Modal notification Result'.split(
      ' ',
    ),
  'antd-more':
    'Checkbox Collapse DatePicker Descriptions InputNumber List Pagination Progress QRCode Radio Rate Segmented Select Table Timeline Tree'.split(
      ' ',
    ),
};

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
  });

  it('gives each part one component, named after its file', () => {
    for (const { file, request } of ANTD_PARTS) {
      const names = [...facadeNames(file)];
      expect(names, file).toHaveLength(1);
      const kebab = names[0]!
        .replace('QRCode', 'QrCode')
        .replace(/([a-z])([A-Z])/g, '$1-$2')
        .toLowerCase();
      expect(request).toBe(`@portal/shared/antd-parts/${kebab}`);
    }
    expect(partRequests().get('Table')).toBe('@portal/shared/antd-parts/table');
  });

  it('keeps every name of the former tiers, each from its part', () => {
    const requests = partRequests();
    for (const [folder, names] of Object.entries(FORMER_TIERS)) {
      const code = readFileSync(sharedModule(folder), 'utf8');
      const reexported = [
        ...code.matchAll(
          /export \{ (\w+) \} from '@portal\/shared\/antd-parts\/([\w-]+)';/g,
        ),
      ].map(([, name, part]) => [name, `@portal/shared/antd-parts/${part}`]);
      expect(reexported, folder).toEqual(
        names.map((name) => [name, requests.get(name)]),
      );
    }
  });
});

describe('antd split loader', () => {
  const more = new Map([
    ['Table', '@portal/shared/antd-parts/table'],
    ['Select', '@portal/shared/antd-parts/select'],
    ['Card', '@portal/shared/antd-parts/card'],
  ]);

  it('moves the names of a part and keeps the rest', () => {
    expect(
      splitAntdImports(
        "import {\n  Button,\n  Table as Grid,\n  type TableProps,\n} from 'antd';\nconst x = 1;",
        more,
      ),
    ).toBe(
      "import { Button, type TableProps } from 'antd'; import { Table as Grid } from '@portal/shared/antd-parts/table';\nconst x = 1;",
    );
  });

  it('sends each name to its own part', () => {
    expect(
      splitAntdImports("import { Card, Button, Table } from 'antd';", more),
    ).toBe(
      "import { Button } from 'antd'; import { Card } from '@portal/shared/antd-parts/card'; import { Table } from '@portal/shared/antd-parts/table';",
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
      " import { Select } from '@portal/shared/antd-parts/select';",
    );
  });
});
