import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { RemoteMap } from '@portal/shared/contracts';

import type { HistoryEntry } from './delivery/canary.mjs';
import type * as RemotesCli from './remotes.mjs';

type Cli = typeof RemotesCli;

const shared = (antd: string) => [
  { name: 'react', version: '19.2.9', singleton: true },
  { name: 'react-dom', version: '19.2.9', singleton: true },
  { name: 'antd', version: antd, singleton: true },
];
const exposes = [
  { name: 'spa', path: './spa' },
  { name: 'routes', path: './routes' },
];

/** The layout build-all and the command write (2 spaces, final newline). */
function writeJson(file: string, data: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** A dist/ with a shell, two good mf-home builds and one for antd 7. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'remotes-cli-'));
  writeJson(path.join(dist, 'shell/1.0.0/mf-manifest.json'), {
    shared: shared('6.6.8'),
  });
  for (const [version, antd] of [
    ['1.0.0', '6.6.8'],
    ['1.1.0', '6.7.0'],
    ['2.0.0', '7.0.0'],
  ] as const) {
    writeJson(path.join(dist, `mf-home/${version}/mf-manifest.json`), {
      shared: shared(antd),
      exposes,
    });
    writeJson(path.join(dist, `mf-home/${version}/routes.json`), [
      { path: '/index' },
    ]);
  }
  // Built against React 18, and one that exposes no './spa'.
  writeJson(path.join(dist, 'mf-home/1.2.0/mf-manifest.json'), {
    shared: shared('6.6.8').map((s) =>
      s.name.startsWith('react') ? { ...s, version: '18.3.1' } : s,
    ),
    exposes,
  });
  writeJson(path.join(dist, 'mf-home/1.3.0/mf-manifest.json'), {
    shared: shared('6.6.8'),
    exposes: exposes.filter((e) => e.path !== './spa'),
  });
  for (const version of ['1.2.0', '1.3.0']) {
    writeJson(path.join(dist, `mf-home/${version}/routes.json`), [
      { path: '/index' },
    ]);
  }
  writeJson(path.join(dist, 'config/site.json'), { shell: '1.0.0' });
  for (const tenant of ['001.001', '001.001.043', '001.001.065']) {
    writeJson(path.join(dist, `config/remotes/${tenant}.json`), {
      tenantId: tenant,
      remotes: { mf_home: '/mf-home/1.0.0/mf-manifest.json' },
    });
  }
  return dist;
}

let dist = '';
let cli: Cli;

beforeEach(async () => {
  dist = fakeDist();
  vi.stubEnv('PORTAL_DIST', dist);
  vi.stubEnv('PORTAL_CONFIG_DIR', path.join(dist, 'config'));
  vi.resetModules();
  cli = await import('./remotes.mjs');
});

const mapOf = (tenant: string) =>
  JSON.parse(
    readFileSync(path.join(dist, `config/remotes/${tenant}.json`), 'utf8'),
  ) as { remotes: Record<string, string> };

describe('npm run remotes', () => {
  it('switches one tenant, leaves the others, and rolls back', () => {
    const lines: string[] = [];
    cli.run(['use', '001.001.065', 'mf-home', '1.1.0'], (l) => lines.push(l));
    expect(lines).toEqual(['001.001.065: mf-home 1.0.0 → 1.1.0']);
    expect(mapOf('001.001.065').remotes.mf_home).toBe(
      '/mf-home/1.1.0/mf-manifest.json',
    );
    expect(mapOf('001.001').remotes.mf_home).toBe(
      '/mf-home/1.0.0/mf-manifest.json',
    );
    expect(cli.diffTenants('001.001', '001.001.065')).toEqual([
      { remote: 'mf-home', '001.001': '1.0.0', '001.001.065': '1.1.0' },
    ]);

    cli.run(['rollback', '001.001.065', 'mf_home'], () => undefined);
    expect(mapOf('001.001.065').remotes.mf_home).toBe(
      '/mf-home/1.0.0/mf-manifest.json',
    );
    expect(() => cli.rollback('001.001.065', 'mf-home')).toThrow(
      /没有可回滚的切换记录/,
    );
  });

  it('refuses another React major or a build without ./spa, leaving the map byte for byte', () => {
    const file = path.join(dist, 'config/remotes/001.001.json');
    const before = readFileSync(file);
    expect(() => cli.useVersion('001.001', 'mf-home', '1.2.0')).toThrow(
      /react 主版本不兼容：远程应用 18\.3\.1，外壳 19\.2\.9/,
    );
    expect(() => cli.useVersion('001.001', 'mf-home', '1.3.0')).toThrow(
      /缺少暴露模块 \.\/spa/,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('use then rollback returns the map byte for byte', () => {
    const file = path.join(dist, 'config/remotes/001.001.json');
    const before = readFileSync(file);
    cli.useVersion('001.001', 'mf-home', '1.1.0');
    expect(readFileSync(file).equals(before)).toBe(false);
    cli.rollback('001.001', 'mf-home');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('concurrent use calls never leave an unparsable map', async () => {
    const { spawn } = await import('node:child_process');
    const script = path.resolve(__dirname, 'remotes.mjs');
    const runs = Array.from(
      { length: 8 },
      (_, i) =>
        new Promise<number>((resolve) => {
          const child = spawn(
            process.execPath,
            [script, 'use', '001.001', 'mf-home', i % 2 ? '1.1.0' : '1.0.0'],
            {
              env: {
                ...process.env,
                PORTAL_DIST: dist,
                PORTAL_CONFIG_DIR: path.join(dist, 'config'),
              },
              stdio: 'ignore',
            },
          );
          child.on('exit', (code) => resolve(code ?? 1));
        }),
    );
    const map = path.join(dist, 'config/remotes/001.001.json');
    // Read while they write: every read parses.
    const reads: unknown[] = [];
    const reader = setInterval(() => {
      reads.push(JSON.parse(readFileSync(map, 'utf8')));
    }, 1);
    const codes = await Promise.all(runs);
    clearInterval(reader);
    expect(codes.every((code) => code === 0)).toBe(true);
    expect(mapOf('001.001').remotes.mf_home).toMatch(
      /^\/mf-home\/1\.[01]\.0\/mf-manifest\.json$/,
    );
    expect(reads.length).toBeGreaterThan(0);
    const leftovers = readdirSync(path.join(dist, 'config/remotes'));
    expect(leftovers.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses an incompatible or missing build and changes nothing', () => {
    expect(() => cli.useVersion('001.001', 'mf-home', '2.0.0')).toThrow(
      /不兼容，未切换：\n- antd 主版本不兼容：远程应用 7\.0\.0，外壳 6\.6\.8/,
    );
    expect(() => cli.useVersion('001.001', 'mf-home', '9.9.9')).toThrow(
      /未部署/,
    );
    expect(() => cli.useVersion('001.002', 'mf-home', '1.1.0')).toThrow(
      /未知的租户/,
    );
    expect(() => cli.useVersion('001.001', 'mf-nope', '1.1.0')).toThrow(
      /未知的远程应用/,
    );
    expect(mapOf('001.001').remotes.mf_home).toBe(
      '/mf-home/1.0.0/mf-manifest.json',
    );
  });

  it('writes through a temporary file and leaves none behind', () => {
    cli.useVersion('001.001', 'mf-home', '1.1.0');
    const files = readdirSync(path.join(dist, 'config/remotes'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(path.join(dist, 'config/history/001.001.json'))).toBe(
      true,
    );
  });

  it('lists configured and deployed versions per tenant', () => {
    const home = cli
      .listRows()
      .find((r) => r.tenant === '001.001' && r.remote === 'mf-home');
    expect(home).toEqual({
      tenant: '001.001',
      remote: 'mf-home',
      configured: '1.0.0',
      deployed: ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '2.0.0'],
    });
  });

  it('checks every tenant map against the shell', () => {
    const lines: string[] = [];
    expect(cli.run(['check'], (l) => lines.push(l))).toBe(0);
    const map = path.join(dist, 'config/remotes/001.001.043.json');
    writeJson(map, {
      tenantId: '001.001.043',
      remotes: { mf_home: '/mf-home/2.0.0/mf-manifest.json' },
    });
    lines.length = 0;
    expect(cli.run(['check'], (l) => lines.push(l))).toBe(1);
    expect(lines).toContain(
      '001.001.043 mf-home 2.0.0: antd 主版本不兼容：远程应用 7.0.0，外壳 6.6.8',
    );
  });

  it('adds a tenant by copying a map, then manages it like the others', () => {
    const lines: string[] = [];
    cli.run(['use', '001.001.065', 'mf-home', '1.1.0'], () => undefined);
    expect(
      cli.run(['add-tenant', '001.001.077', '001.001.065'], (l) =>
        lines.push(l),
      ),
    ).toBe(0);
    expect(lines).toEqual([
      '001.001.077: 已写入远程应用清单（1 个远程应用，同 001.001.065）',
    ]);
    expect(
      JSON.parse(
        readFileSync(
          path.join(dist, 'config/remotes/001.001.077.json'),
          'utf8',
        ),
      ),
    ).toEqual({
      tenantId: '001.001.077',
      remotes: { mf_home: '/mf-home/1.1.0/mf-manifest.json' },
    });
    expect(cli.knownTenants()).toEqual([
      '001.001',
      '001.001.043',
      '001.001.065',
      '001.001.077',
    ]);
    cli.useVersion('001.001.077', 'mf-home', '1.0.0');
    expect(mapOf('001.001.077').remotes.mf_home).toBe(
      '/mf-home/1.0.0/mf-manifest.json',
    );
    expect(mapOf('001.001.065').remotes.mf_home).toBe(
      '/mf-home/1.1.0/mf-manifest.json',
    );
    expect(cli.listRows().map((r) => r.tenant)).toContain('001.001.077');

    expect(() => cli.addTenant('001.001.077', '001.001')).toThrow(/已有/);
    expect(() => cli.addTenant('77', '001.001')).toThrow(/无效/);
    expect(() => cli.addTenant('001.001.078', '001.001.099')).toThrow(
      /未知的租户 001\.001\.099/,
    );
  });

  it('switches the shell in site.json and the current-shell link nginx serves from', () => {
    const config = path.join(dist, 'config');
    const link = path.join(config, 'current-shell');
    // A second shell build beside the first.
    writeJson(path.join(dist, 'shell/1.1.0/mf-manifest.json'), {
      shared: shared('6.6.8'),
    });
    writeFileSync(path.join(dist, 'shell/1.1.0/index.html'), '<p>1.1.0</p>');
    writeFileSync(path.join(dist, 'shell/1.0.0/index.html'), '<p>1.0.0</p>');

    const lines: string[] = [];
    // Without a version: the link follows a hand-edited site.json.
    expect(cli.run(['shell'], (l) => lines.push(l))).toBe(0);
    expect(readlinkSync(link)).toBe('../shell/1.0.0');
    expect(readFileSync(path.join(link, 'index.html'), 'utf8')).toBe(
      '<p>1.0.0</p>',
    );

    expect(cli.run(['shell', '1.1.0'], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      '外壳: 1.0.0（config/current-shell 已指向它）',
      '外壳: 1.0.0 → 1.1.0',
    ]);
    expect(
      JSON.parse(readFileSync(path.join(config, 'site.json'), 'utf8')),
    ).toEqual({ shell: '1.1.0' });
    expect(readFileSync(path.join(link, 'index.html'), 'utf8')).toBe(
      '<p>1.1.0</p>',
    );
    expect(readdirSync(config).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // A shell never built, or one the tenants' remotes cannot run under,
    // changes nothing.
    expect(() => cli.useShell('9.9.9')).toThrow(/外壳 9\.9\.9 未构建/);
    writeJson(path.join(dist, 'shell/2.0.0/mf-manifest.json'), {
      shared: shared('7.0.0'),
    });
    writeFileSync(path.join(dist, 'shell/2.0.0/index.html'), '<p>2</p>');
    expect(() => cli.useShell('2.0.0')).toThrow(/antd 主版本不兼容/);
    expect(readlinkSync(link)).toBe('../shell/1.1.0');

    // A hand edit of site.json that leaves the link behind is reported.
    writeJson(path.join(config, 'site.json'), { shell: '1.0.0' });
    lines.length = 0;
    expect(cli.run(['check'], (l) => lines.push(l))).toBe(1);
    expect(lines[0]).toBe(
      'config/current-shell 指向外壳 1.1.0，site.json 为 1.0.0：运行 npm run remotes -- shell',
    );
  });

  it('prints help', () => {
    const lines: string[] = [];
    expect(cli.run(['--help'], (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain('rollback <租户> <远程应用>');
  });

  describe('canary, promote, abort', () => {
    const NOW = new Date('2026-03-02T08:00:00Z');
    const fullMap = (tenant: string) =>
      JSON.parse(
        readFileSync(path.join(dist, `config/remotes/${tenant}.json`), 'utf8'),
      ) as RemoteMap;
    const historyOf = (tenant: string) =>
      cli.readHistory(tenant) as HistoryEntry[];

    it('starts a share on a candidate, lists it, and promotes it', () => {
      const lines: string[] = [];
      cli.run(['canary', '001.001', 'mf-home', '1.1.0', '--share', '10'], (l) =>
        lines.push(l),
      );
      expect(lines).toEqual([
        '001.001: mf-home 灰度 1.1.0（10% 的学员，其余仍为 1.0.0）',
      ]);
      const map = fullMap('001.001');
      expect(map.remotes.mf_home).toBe('/mf-home/1.0.0/mf-manifest.json');
      expect(map.canaries?.mf_home).toMatchObject({
        version: '1.1.0',
        share: 10,
      });
      expect(historyOf('001.001').at(-1)).toMatchObject({
        remote: 'mf_home',
        from: '1.0.0',
        to: '1.1.0',
        action: 'canary',
        by: 'operator',
        share: 10,
      });
      lines.length = 0;
      cli.run(['list'], (l) => lines.push(l));
      expect(lines.find((l) => l.startsWith('001.001 '))).toContain(
        '灰度: 1.1.0 10%',
      );
      // The stable version does not move under a running canary.
      const during = readFileSync(
        path.join(dist, 'config/remotes/001.001.json'),
        'utf8',
      );
      expect(() => cli.useVersion('001.001', 'mf-home', '1.1.0')).toThrow(
        /正在灰度 1\.1\.0（10%），未切换：先 promote 或 abort/,
      );
      expect(
        readFileSync(path.join(dist, 'config/remotes/001.001.json'), 'utf8'),
      ).toBe(during);
      expect(readdirSync(path.join(dist, 'config/remotes'))).not.toContain(
        expect.stringMatching(/\.tmp$/),
      );

      cli.promote('001.001', 'mf_home', NOW);
      expect(fullMap('001.001')).toEqual({
        tenantId: '001.001',
        remotes: { mf_home: '/mf-home/1.1.0/mf-manifest.json' },
      });
      expect(historyOf('001.001').at(-1)).toMatchObject({
        action: 'promote',
        from: '1.0.0',
        to: '1.1.0',
        at: NOW.toISOString(),
      });
      // rollback undoes the promotion, the canary entry is not a switch.
      cli.rollback('001.001', 'mf-home');
      expect(mapOf('001.001').remotes.mf_home).toBe(
        '/mf-home/1.0.0/mf-manifest.json',
      );
      expect(() => cli.rollback('001.001', 'mf-home')).toThrow(
        /没有可回滚的切换记录/,
      );
    });

    it('aborts with a reason, leaving the stable version', () => {
      const before = readFileSync(
        path.join(dist, 'config/remotes/001.001.043.json'),
        'utf8',
      );
      cli.startCanary('001.001.043', 'mf-home', '1.1.0', 50, NOW);
      const lines: string[] = [];
      cli.run(
        ['abort', '001.001.043', 'mf-home', '--reason', '客服反馈'],
        (l) => lines.push(l),
      );
      expect(lines).toEqual([
        '001.001.043: mf-home 灰度 1.1.0 已结束，所有学员回到 1.0.0',
      ]);
      expect(
        readFileSync(
          path.join(dist, 'config/remotes/001.001.043.json'),
          'utf8',
        ),
      ).toBe(before);
      expect(historyOf('001.001.043').at(-1)).toMatchObject({
        action: 'abort',
        by: 'operator',
        reason: '客服反馈',
        from: '1.1.0',
        to: '1.0.0',
      });
      expect(() => cli.abort('001.001.043', 'mf-home')).toThrow(
        /没有进行中的灰度/,
      );
    });

    it('refuses a bad share, the stable version, an undeployed or incompatible build', () => {
      const file = path.join(dist, 'config/remotes/001.001.json');
      const before = readFileSync(file, 'utf8');
      const cases: [string[], RegExp][] = [
        [['1.1.0', '--share', '0'], /1 到 99 之间的整数/],
        [['1.1.0', '--share', '100'], /1 到 99 之间的整数/],
        [['1.1.0', '--share', '12.5'], /1 到 99 之间的整数/],
        [['1.1.0', '--share', 'abc'], /1 到 99 之间的整数/],
        [['1.1.0'], /用法: canary/],
        [['1.0.0', '--share', '10'], /已是 001\.001 的稳定版本/],
        [['9.9.9', '--share', '10'], /未部署/],
        [['2.0.0', '--share', '10'], /不兼容，未开始灰度/],
      ];
      for (const [rest, message] of cases) {
        expect(
          () =>
            cli.run(['canary', '001.001', 'mf-home', ...rest], () => undefined),
          rest.join(' '),
        ).toThrow(message);
      }
      expect(() => cli.promote('001.001', 'mf-home')).toThrow(
        /没有进行中的灰度/,
      );
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(historyOf('001.001')).toEqual([]);
    });
  });
});
