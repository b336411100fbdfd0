import { describe, expect, it } from 'vitest';

import { pair, renderMarkdown, spread, summarise } from './report.mjs';

type Build = 'federated' | 'single';
type Runs = Record<Build, Record<string, number>[]>;

const page = (jsKiB: number, lcpMs: number) => ({
  jsKiB,
  jsRawKiB: jsKiB * 3,
  jsRequests: 10,
  cssKiB: 0,
  cssRawKiB: 0,
  cssRequests: 0,
  fcpMs: 100,
  lcpMs,
  mountedMs: 400,
  longTasksMs: 0,
  reactDomCopies: 1,
});

function input(overrides: { federatedJs?: number; backendRps?: number } = {}) {
  const federatedJs = overrides.federatedJs ?? 220;
  const raw: Record<string, Runs> = {
    'index-visitor': {
      federated: [
        page(federatedJs, 700),
        page(federatedJs + 4, 720),
        page(federatedJs - 4, 9000),
      ],
      single: [page(210, 690), page(212, 700), page(208, 710)],
    },
    'remote-switch': {
      federated: [
        { firstVisitMs: 250, warmMs: 40 },
        { firstVisitMs: 260, warmMs: 42 },
      ],
      single: [
        { firstVisitMs: 120, warmMs: 30 },
        { firstVisitMs: 130, warmMs: 31 },
      ],
    },
  };
  const scores = { performance: 99, accessibility: 100 };
  return {
    runs: 3,
    machine: 'test',
    roundTrips: 50,
    lighthouseRuns: 1,
    durationS: 1,
    raw,
    heap: {
      federated: {
        heapAfterFirstMiB: 20,
        heapAfterAllMiB: 21,
        heapGrowthPct: 5,
        codeGrowthMiB: 0.75,
        dataGrowthPct: 1.5,
      },
      single: {
        heapAfterFirstMiB: 18,
        heapAfterAllMiB: 18.5,
        heapGrowthPct: 2.8,
        codeGrowthMiB: 0.25,
        dataGrowthPct: 1.4,
      },
    },
    singletons: {
      federated: { 'react-dom': 1, antd: 1, jotai: 1 },
      single: { 'react-dom': 1, antd: 1, jotai: 1 },
    },
    lighthouse: {
      '/index': { federated: [scores], single: [scores] },
      '/commendIndex': { federated: [scores], single: [scores] },
      '/index 手机': {
        federated: [{ performance: 88, accessibility: 100 }],
        single: [scores],
      },
      '/commendIndex 手机': { federated: [scores], single: [scores] },
    },
    backend: [
      {
        id: 'GET a',
        write: false,
        requestsPerSecond: overrides.backendRps ?? 3000,
        p99Ms: 20,
        errors: 0,
      },
      {
        id: 'POST b',
        write: true,
        requestsPerSecond: 100,
        p99Ms: 900,
        errors: 0,
      },
    ],
  };
}

describe('spread', () => {
  it('gives the median of odd and even counts, the range, and ignores NaN', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, n: 3 });
    expect(spread([4, 1, 3, 2, NaN])).toEqual({
      median: 2.5,
      min: 1,
      max: 4,
      n: 4,
    });
    expect(spread([]).median).toBeNaN();
  });
});

describe('pair', () => {
  it('divides the federated median by the single-bundle median', () => {
    const p = pair(
      { federated: [{ x: 30 }, { x: 10 }, { x: 20 }], single: [{ x: 10 }] },
      'x',
    );
    expect(p.ratio).toBe(2);
  });
});

describe('summarise', () => {
  it('judges the budgets from medians, so one slow run does not decide', () => {
    const report = summarise(input());
    const verdict = Object.fromEntries(
      report.budgets.map((b) => [b.id, b.pass]),
    );
    // LCP medians 720 vs 700: ratio 1.03 despite the 9 s outlier.
    expect(report.pages['index-visitor']?.lcpMs?.ratio).toBeCloseTo(720 / 700);
    expect(verdict['index-lcp-ratio']).toBe(true);
    expect(verdict['index-js']).toBe(true);
    expect(verdict['index-js-ratio']).toBe(true); // 220 / 210 = 1.048
  });

  it('misses the JS budget over 250 KB and the ratio over 1.10', () => {
    const report = summarise(input({ federatedJs: 260 }));
    const byId = Object.fromEntries(report.budgets.map((b) => [b.id, b]));
    expect(byId['index-js']?.pass).toBe(false);
    expect(byId['index-js']?.value).toBeCloseTo(260 * 1.024);
    expect(byId['index-js-ratio']?.pass).toBe(false);
  });

  it('judges the backend on reads only', () => {
    const slow = summarise(input({ backendRps: 1500 }));
    const fast = summarise(input());
    const rps = (r: typeof slow) =>
      r.budgets.find((b) => b.id === 'backend-rps');
    const p99 = (r: typeof slow) =>
      r.budgets.find((b) => b.id === 'backend-p99');
    expect(rps(slow)?.pass).toBe(false);
    expect(rps(fast)?.pass).toBe(true);
    expect(p99(fast)?.value).toBe(20); // the write's 900 ms is not counted
  });

  it('judges the writes on their own budgets', () => {
    const byId = Object.fromEntries(
      summarise(input()).budgets.map((b) => [b.id, b]),
    );
    expect(byId['backend-write-rps']?.value).toBe(100);
    expect(byId['backend-write-rps']?.pass).toBe(false);
    expect(byId['backend-write-p99']?.value).toBe(900);
    expect(byId['backend-write-p99']?.pass).toBe(false);
  });

  it('names the federation overhead and judges the mobile preset apart', () => {
    const report = summarise(input());
    const byId = Object.fromEntries(report.budgets.map((b) => [b.id, b]));
    // Medians 220 and 210 KiB: 10 KiB, 10.24 KB.
    expect(byId['index-federation-overhead']?.value).toBeCloseTo(10.24);
    expect(byId['index-federation-overhead']?.pass).toBe(true);
    expect(
      summarise(input({ federatedJs: 250 })).budgets.find(
        (b) => b.id === 'index-federation-overhead',
      )?.pass,
    ).toBe(false);
    expect(byId['lh-perf-mobile-/index']?.value).toBe(88);
    expect(byId['lh-perf-mobile-/index']?.pass).toBe(false);
    expect(byId['lh-perf-mobile-/commendIndex']?.pass).toBe(true);
    expect(byId['lh-perf-/index']?.value).toBe(99);
    expect(renderMarkdown(report)).toContain('| /index 访客 | 10.2 |');
  });
});

describe('renderMarkdown', () => {
  it('puts federated, single bundle and ratio side by side, with the spread', () => {
    const md = renderMarkdown(summarise(input()));
    expect(md).toContain('| 预算 | 目标 | 实测 | 结果 |');
    expect(md).toContain(
      '| /index 访客 | JS 传输（压缩正文） (KiB) | 220.0 (216.0–224.0) | 210.0 (208.0–212.0) | 1.05 |',
    );
    expect(md).toMatch(
      /\| \/index LCP 联邦\/单包 \| ≤ 1\.10 \| 1\.03 × \| 通过 \|/,
    );
  });

  it('shows the heap growth with and without compiled code', () => {
    const md = renderMarkdown(summarise(input()));
    expect(md).toContain('| 堆增长 (%) | 5.0 | 2.8 | |');
    expect(md).toContain(
      '| 其中编译代码（JIT、字节码）增长 (MiB) | 0.8 | 0.3 | |',
    );
    expect(md).toContain('| 堆增长，不含编译代码 (%) | 1.5 | 1.4 | |');
  });
});
