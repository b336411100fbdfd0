import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  MAJOR_LOCKED_SINGLETONS,
  REQUIRED_EXPOSES,
  type PortalRoute,
} from '@portal/shared/types';

type Manifest = {
  shared?: { name: string; version: string; singleton?: boolean }[];
  exposes?: { name: string; path: string }[];
  metaData?: { federationRuntime?: string };
};
const compat = require('./remote-compat.cjs') as {
  MAJOR_LOCKED: string[];
  REQUIRED_EXPOSES: string[];
  FEDERATION_RUNTIME: { provided: string; external: string };
  checkShared: (remote: Manifest, shell: Manifest) => string[];
  checkRuntime: (remote: Manifest, shell: Manifest) => string[];
  checkAntdParts: (remote: Manifest, shell: Manifest) => string[];
  checkExposes: (manifest: Manifest) => string[];
  checkRoutesShape: (routes: unknown) => string[];
  routeConflicts: (manifests: Record<string, PortalRoute[]>) => string[];
  checkDeployedRemote: (input: {
    buildDir: string;
    shellManifest: Manifest;
    otherRoutes: Record<string, PortalRoute[]>;
    remote: string;
  }) => string[];
};

const shell: Manifest = {
  shared: [
    { name: 'react', version: '19.2.9', singleton: true },
    { name: 'react-dom', version: '19.2.9', singleton: true },
    { name: 'react-router-dom', version: '7.18.5', singleton: true },
    { name: 'antd', version: '6.6.8', singleton: true },
    { name: 'jotai', version: '2.20.3', singleton: true },
    { name: '@portal/shared/ui', version: '1.0.0' },
  ],
};
const exposes = [
  { name: 'spa', path: './spa' },
  { name: 'routes', path: './routes' },
];

describe('remote compatibility', () => {
  it('checks what the TypeScript contract in shared/src/types states', () => {
    expect(compat.MAJOR_LOCKED).toEqual([...MAJOR_LOCKED_SINGLETONS]);
    expect(compat.REQUIRED_EXPOSES).toEqual([...REQUIRED_EXPOSES]);
  });

  it('accepts the same majors and refuses another major or a missing singleton', () => {
    expect(compat.checkShared({ shared: shell.shared }, shell)).toEqual([]);
    const newer = (shell.shared ?? []).map((s) =>
      s.name === 'antd' ? { ...s, version: '7.0.0' } : s,
    );
    expect(compat.checkShared({ shared: newer }, shell)).toEqual([
      'antd 主版本不兼容：远程应用 7.0.0，外壳 6.6.8',
    ]);
    const noReact = (shell.shared ?? []).filter((s) => s.name !== 'react');
    expect(compat.checkShared({ shared: noReact }, shell)[0]).toMatch(
      /^react 未作为共享单例声明/,
    );
    const sharedMajor = (shell.shared ?? []).map((s) =>
      s.name.startsWith('@portal/shared') ? { ...s, version: '2.0.0' } : s,
    );
    expect(compat.checkShared({ shared: sharedMajor }, shell)).toEqual([
      '@portal/shared 主版本不兼容：远程应用 2.0.0，外壳 1.0.0',
    ]);
  });

  it('requires ./spa and ./routes to be exposed', () => {
    expect(compat.checkExposes({ exposes })).toEqual([]);
    expect(compat.checkExposes({ exposes: exposes.slice(0, 1) })).toEqual([
      '缺少暴露模块 ./routes',
    ]);
  });

  it('checks the route manifest shape', () => {
    expect(
      compat.checkRoutesShape([
        { path: '/a', title: 'A', children: [{ path: 'b', hidden: true }] },
      ]),
    ).toEqual([]);
    expect(
      compat.checkRoutesShape([
        { path: 'a' },
        { path: '/b', layout: 'wide', roles: [1] },
        { title: 'x' },
      ]),
    ).toEqual([
      'routes[0].path 顶层路由必须以 / 开头：a',
      'routes[1].roles 必须是字符串数组',
      'routes[1].layout 只能是 main/workspace/blank',
      'routes[2].path 必须是非空字符串',
    ]);
    expect(compat.checkRoutesShape({})).toEqual(['routes 不是数组']);
  });

  it("refuses a remote that needs the shell's federation runtime under a shell that does not provide it", () => {
    const { provided, external } = compat.FEDERATION_RUNTIME;
    const needs = { metaData: { federationRuntime: external } };
    const providing = { metaData: { federationRuntime: provided } };
    expect(compat.checkRuntime(needs, providing)).toEqual([]);
    expect(compat.checkRuntime(needs, {})).toEqual([
      '需要外壳提供联邦运行时：请先部署提供运行时的外壳版本',
    ]);
    // A remote with its own runtime runs under either shell.
    expect(compat.checkRuntime({}, {})).toEqual([]);
    expect(compat.checkRuntime({}, providing)).toEqual([]);
  });

  it('refuses a remote whose antd components the shell does not provide', () => {
    const part = (name: string) => ({
      name: `@portal/shared/antd-parts/${name}`,
      version: '1.0.0',
    });
    const withTable = { shared: [...shell.shared!, part('table')] };
    const remote = { shared: [part('table'), part('rate')] };
    expect(compat.checkAntdParts(remote, withTable)).toEqual([
      '外壳未提供 antd 组件 rate：请先部署提供它的外壳版本',
    ]);
    expect(
      compat.checkAntdParts(remote, {
        shared: [...withTable.shared, part('rate')],
      }),
    ).toEqual([]);
    // Remotes built before the parts import the former tiers, which every shell provides.
    expect(compat.checkAntdParts({ shared: [] }, shell)).toEqual([]);
  });

  it('finds a path claimed by two remotes, children included', () => {
    expect(
      compat.routeConflicts({
        mf_a: [{ path: '/x', children: [{ path: 'y' }] }],
        mf_b: [{ path: '/x/y' }],
      }),
    ).toEqual(['路由 /x/y 同时属于 mf_a 和 mf_b']);
  });

  it('checks a deployed build folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compat-'));
    expect(
      compat.checkDeployedRemote({
        buildDir: dir,
        shellManifest: shell,
        otherRoutes: {},
        remote: 'mf_new',
      })[0],
    ).toMatch(/^找不到 .*mf-manifest\.json$/);
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{ not json');
    expect(
      compat.checkDeployedRemote({
        buildDir: dir,
        shellManifest: shell,
        otherRoutes: {},
        remote: 'mf_new',
      })[0],
    ).toMatch(/^mf-manifest\.json 无法解析/);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ shared: shell.shared, exposes }),
    );
    writeFileSync(
      path.join(dir, 'routes.json'),
      JSON.stringify([{ path: '/index' }, { path: '/newPage' }]),
    );
    expect(
      compat.checkDeployedRemote({
        buildDir: dir,
        shellManifest: shell,
        otherRoutes: { mf_home: [{ path: '/index' }] },
        remote: 'mf_new',
      }),
    ).toEqual(['路由 /index 同时属于 mf_home 和 mf_new']);
    expect(
      compat.checkDeployedRemote({
        buildDir: dir,
        shellManifest: shell,
        otherRoutes: { mf_home: [{ path: '/home' }] },
        remote: 'mf_new',
      }),
    ).toEqual([]);
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        shared: shell.shared,
        exposes,
        metaData: { federationRuntime: compat.FEDERATION_RUNTIME.external },
      }),
    );
    expect(
      compat.checkDeployedRemote({
        buildDir: dir,
        shellManifest: shell,
        otherRoutes: { mf_home: [{ path: '/home' }] },
        remote: 'mf_new',
      }),
    ).toEqual(['需要外壳提供联邦运行时：请先部署提供运行时的外壳版本']);
  });
});
