import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { RemoteMap, VersionFigures } from '@portal/shared/contracts';
import { beforeEach, describe, expect, it } from 'vitest';

import type { HistoryEntry } from './canary.mjs';
import { runGate, startGateTimer } from './gate.mjs';

const NOW = new Date('2026-03-02T10:00:00Z');
const STARTED = '2026-03-02T09:30:00Z';
const TENANT = '001.001.065';

let config = '';

function writeJson(file: string, data: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
const mapFile = () => path.join(config, `remotes/${TENANT}.json`);
const readMap = () => JSON.parse(readFileSync(mapFile(), 'utf8')) as RemoteMap;
const readHistory = () =>
  JSON.parse(
    readFileSync(path.join(config, `history/${TENANT}.json`), 'utf8'),
  ) as HistoryEntry[];

function withShare(share: number) {
  writeJson(mapFile(), {
    tenantId: TENANT,
    remotes: { mf_home: '/mf-home/1.0.0/mf-manifest.json' },
    canaries: { mf_home: { version: '1.1.0', share, startedAt: STARTED } },
  });
}

const figures = (
  version: string,
  over: Partial<VersionFigures> = {},
): VersionFigures => ({
  version,
  sessions: 400,
  loadFailureSessions: 4,
  errorSessions: 4,
  lcpP75: 2000,
  lcpSamples: 400,
  ...over,
});

/** A backend answering the figures, and the requests it saw. */
function backend(data: VersionFigures[]) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const fake = (async (url: string, init?: RequestInit) => {
    seen.push({ url, headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { fake, seen };
}

const gate = (fake: typeof fetch) =>
  runGate({
    configDir: config,
    backend: 'http://backend.test',
    key: 'secret',
    now: () => NOW,
    fetch: fake,
  });

beforeEach(() => {
  config = mkdtempSync(path.join(tmpdir(), 'gate-'));
});

describe('runGate', () => {
  it('rolls a failing candidate back and records the reasons and figures', async () => {
    withShare(10);
    const { fake, seen } = backend([
      figures('1.0.0'),
      figures('1.1.0', { loadFailureSessions: 40 }),
    ]);
    const [outcome] = await gate(fake);
    expect(outcome?.decision.kind).toBe('rollback');
    expect(outcome?.line).toMatch(
      /已回滚到稳定版本：候选版本加载失败率 10\.0%/,
    );
    expect(readMap()).toEqual({
      tenantId: TENANT,
      remotes: { mf_home: '/mf-home/1.0.0/mf-manifest.json' },
    });
    const [entry] = readHistory();
    expect(entry).toMatchObject({
      at: NOW.toISOString(),
      remote: 'mf_home',
      from: '1.1.0',
      to: '1.0.0',
      by: 'gate',
      action: 'rollback',
      reasons: [{ rule: 'load-failure-rate' }],
      basis: {
        share: 10,
        stable: figures('1.0.0'),
        candidate: figures('1.1.0', { loadFailureSessions: 40 }),
      },
    });
    // Since the start (later than the 60-minute window), with the key and tenant.
    expect(seen).toEqual([
      {
        url: `http://backend.test/api/portal/delivery/figures?remote=mf_home&since=${Date.parse(STARTED)}`,
        headers: { tenantId: TENANT, 'X-Portal-Gate-Key': 'secret' },
      },
    ]);
  });

  it('steps a healthy candidate 10 → 50, then promotes it at the last step', async () => {
    withShare(10);
    const { fake } = backend([figures('1.0.0'), figures('1.1.0')]);
    const [first] = await gate(fake);
    expect(first?.line).toContain('比例提升到 50%');
    expect(readMap().canaries?.mf_home).toEqual({
      version: '1.1.0',
      share: 50,
      startedAt: STARTED,
    });
    expect(readHistory().at(-1)).toMatchObject({
      action: 'step',
      by: 'gate',
      share: 50,
      basis: { share: 10 },
    });

    const [second] = await gate(fake);
    expect(second?.decision.kind).toBe('promote');
    expect(readMap()).toEqual({
      tenantId: TENANT,
      remotes: { mf_home: '/mf-home/1.1.0/mf-manifest.json' },
    });
    expect(readHistory().at(-1)).toMatchObject({
      action: 'promote',
      by: 'gate',
      from: '1.0.0',
      to: '1.1.0',
      basis: { share: 50 },
    });
    // Nothing left to judge.
    expect(await gate(fake)).toEqual([]);
  });

  it('holds a healthy candidate at its share when it no longer fits the shell', async () => {
    withShare(50);
    const before = readFileSync(mapFile(), 'utf8');
    const { fake } = backend([figures('1.0.0'), figures('1.1.0')]);
    const checked: string[][] = [];
    for (const checkPromotion of [
      (tenant: string, remote: string, version: string) => {
        checked.push([tenant, remote, version]);
        return ['需要 antd 部件 table，外壳未提供'];
      },
      () => {
        throw new Error('mf-home 1.1.0 未部署');
      },
    ]) {
      const [outcome] = await runGate({
        configDir: config,
        backend: 'http://backend.test',
        now: () => NOW,
        fetch: fake,
        checkPromotion,
      });
      expect(outcome?.decision.kind).toBe('healthy-waiting');
      expect(outcome?.line).toMatch(
        /未转为稳定版本：(需要 antd|mf-home 1\.1\.0 未部署)/,
      );
    }
    expect(checked).toEqual([[TENANT, 'mf_home', '1.1.0']]);
    expect(readFileSync(mapFile(), 'utf8')).toBe(before);
  });

  it('waits below the minimum sessions, and follows the tenant policy', async () => {
    withShare(10);
    const before = readFileSync(mapFile(), 'utf8');
    const { fake } = backend([
      figures('1.0.0'),
      figures('1.1.0', { sessions: 50, loadFailureSessions: 10 }),
    ]);
    const [outcome] = await gate(fake);
    expect(outcome?.decision.kind).toBe('wait');
    expect(outcome?.line).toMatch(/等待，会话数不足/);
    expect(readFileSync(mapFile(), 'utf8')).toBe(before);

    // With minSessions 50 from the tenant's policy, the same figures fail.
    writeJson(path.join(config, `delivery/${TENANT}.json`), {
      minSessions: 50,
    });
    const [strict] = await gate(fake);
    expect(strict?.decision.kind).toBe('rollback');
  });

  it('leaves every map as it was when the backend is down', async () => {
    withShare(10);
    const before = readFileSync(mapFile(), 'utf8');
    const down = (() =>
      Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await expect(gate(down)).rejects.toThrow(/无法从后端.*未做任何更改/);
    const refused = (async () =>
      new Response(
        JSON.stringify({ success: false, message: '发布闸门密钥无效' }),
        {
          status: 403,
        },
      )) as typeof fetch;
    await expect(gate(refused)).rejects.toThrow(/HTTP 403 发布闸门密钥无效/);
    expect(readFileSync(mapFile(), 'utf8')).toBe(before);
  });
});

describe('startGateTimer', () => {
  it('never overlaps runs, logs decisions and failures, and stops', async () => {
    withShare(10);
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const slow = (async () => {
      calls += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return new Response(
        JSON.stringify({
          success: true,
          data: [figures('1.0.0', { sessions: 1 }), figures('1.1.0')],
        }),
      );
    }) as typeof fetch;
    const lines: string[] = [];
    const stop = startGateTimer(
      { configDir: config, backend: 'http://backend.test', fetch: slow },
      5,
      (line) => lines.push(line),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    stop();
    const seen = calls;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(most).toBe(1);
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(seen + 1);
    expect(lines[0]).toMatch(/无法从后端/);
    expect(lines[1]).toMatch(/等待，会话数不足/);
  });
});
