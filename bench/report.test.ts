import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { describe, expect, it } from 'vitest';

import { type DeliveryRaw, loadFigures } from './delivery.mjs';
import {
  benchmarkIndexDrift,
  calibratedCpuMultiplier,
  changedFiles,
  extraRequestPaths,
  medianRun,
  pair,
  renderDelivery,
  renderLighthouse,
  renderMarkdown,
  spread,
  steadyRuns,
  summarise,
  summariseDelivery,
  summariseLighthouseOnly,
  TARGET_PAGES,
  UNSCORED_RUN,
} from './report.mjs';

type Build = 'federated' | 'single';
type Variant = Build | 'floor';
type Runs = Record<Build, Record<string, number>[]>;
type Preset = 'desktop' | 'mobile' | 'mobileCalibrated';
type Scores = Record<string, number>;
type LighthouseInput = Partial<
  Record<string, Partial<Record<Preset, Partial<Record<Variant, Scores[]>>>>>
>;

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

/** A Lighthouse run that meets every target, on a steady host. */
const good = (preset: Preset): Scores => ({
  performance:
    preset === 'desktop' ? 99 : preset === 'mobileCalibrated' ? 97 : 95,
  accessibility: preset === 'desktop' ? 100 : NaN,
  cls: 0.001,
  tbtMs: preset === 'mobileCalibrated' ? 60 : 100,
  fcpMs: 900,
  ttiMs: 2000,
  lcpMs: 1500,
  round: 1,
  benchmarkIndex: 1500,
  benchmarkIndexAfter: 1500,
  ...(preset === 'mobileCalibrated' ? { cpuMultiplier: 3.9 } : {}),
});

/** The floor of a page: what a static first screen scores. */
const floor = (preset: Preset): Scores => ({
  ...good(preset),
  performance: 100,
  tbtMs: 0,
  fcpMs: 800,
  ttiMs: 800,
  lcpMs: 1200,
});

/** The mobile run audited again for a host of this benchmarkIndex. */
const calibrated = (benchmarkIndex: number, over: Scores = {}): Scores => ({
  ...good('mobileCalibrated'),
  benchmarkIndex,
  benchmarkIndexAfter: benchmarkIndex,
  cpuMultiplier: calibratedCpuMultiplier(benchmarkIndex),
  ...over,
});

/** Lighthouse runs of every target page: one good run of each, or the given ones. */
function lighthouseInput(overrides: LighthouseInput = {}) {
  const lighthouse: Record<
    string,
    Record<Preset, Record<Variant, Scores[]>>
  > = {};
  for (const id of TARGET_PAGES) {
    const runs = (preset: Preset) => ({
      federated: overrides[id]?.[preset]?.federated ?? [good(preset)],
      single: overrides[id]?.[preset]?.single ?? [good(preset)],
      floor: overrides[id]?.[preset]?.floor ?? [floor(preset)],
    });
    lighthouse[id] = {
      desktop: runs('desktop'),
      mobile: runs('mobile'),
      mobileCalibrated: runs('mobileCalibrated'),
    };
  }
  return lighthouse;
}

function input(
  overrides: {
    federatedJs?: number;
    backendRps?: number;
    lighthouse?: LighthouseInput;
  } = {},
) {
  const federatedJs = overrides.federatedJs ?? 220;
  const lighthouse = lighthouseInput(overrides.lighthouse);
  const raw: Record<string, Runs> = {
    'index-visitor': {
      federated: [
        page(federatedJs, 700),
        page(federatedJs + 4, 720),
        page(federatedJs - 4, 9000),
      ],
      single: [page(210, 690), page(212, 700), page(208, 710)],
    },
    // 20 % more JS than the single bundle.
    'open-course': {
      federated: [page(240, 800)],
      single: [page(200, 800)],
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
    lighthouse,
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

const byId = (report: ReturnType<typeof summarise>) =>
  Object.fromEntries(report.budgets.map((b) => [b.id, b]));

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
    expect(verdict['index-js-requests']).toBe(true);
  });

  it('misses the JS budget over 252 KB and the overhead over 10 %', () => {
    const budgets = byId(summarise(input({ federatedJs: 260 })));
    expect(budgets['index-js']?.pass).toBe(false);
    expect(budgets['index-js']?.value).toBeCloseTo(260 * 1.024);
    // Medians 260 and 210 KiB.
    expect(budgets['federation-overhead-index-visitor']?.value).toBeCloseTo(
      (50 / 210) * 100,
    );
    expect(budgets['federation-overhead-index-visitor']?.pass).toBe(false);
  });

  it('gives each target page its federation overhead from both builds', () => {
    const budgets = byId(summarise(input()));
    // 220 against 210 KiB: 4.8 %.
    expect(budgets['federation-overhead-index-visitor']?.value).toBeCloseTo(
      (10 / 210) * 100,
    );
    expect(budgets['federation-overhead-index-visitor']?.pass).toBe(true);
    // 240 against 200 KiB: 20 %.
    expect(budgets['federation-overhead-open-course']?.value).toBeCloseTo(20);
    expect(budgets['federation-overhead-open-course']?.pass).toBe(false);
    // A page that was not measured does not pass.
    expect(budgets['federation-overhead-commendIndex']?.value).toBeNaN();
    expect(budgets['federation-overhead-commendIndex']?.pass).toBe(false);
    for (const id of TARGET_PAGES)
      expect(budgets[`federation-overhead-${id}`]?.limit).toBe('≤ 10 %');
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
    const budgets = byId(summarise(input()));
    expect(budgets['backend-write-rps']?.value).toBe(100);
    expect(budgets['backend-write-rps']?.pass).toBe(false);
    expect(budgets['backend-write-p99']?.value).toBe(900);
    expect(budgets['backend-write-p99']?.pass).toBe(false);
  });
});

describe('Lighthouse budgets', () => {
  const phone = (over: Scores) => ({ ...good('mobileCalibrated'), ...over });
  const desktop = (over: Scores) => ({ ...good('desktop'), ...over });
  const TARGETS = [
    'lcp-mobile',
    'lcp-floor',
    'fcp-mobile',
    'cls-mobile',
    'cls-desktop',
    'perf-desktop',
    'a11y',
    'perf-mobile',
    'tbt-mobile',
  ];

  it('has every target for every target page', () => {
    const budgets = byId(summarise(input()));
    for (const id of TARGET_PAGES)
      for (const target of TARGETS)
        expect(budgets[`lh-${target}-${id}`]?.pass, target).toBe(true);
    expect(
      Object.keys(budgets).filter((id) => id.startsWith('lh-')),
    ).toHaveLength(TARGET_PAGES.length * TARGETS.length);
  });

  it('judges the phone on the calibrated row, never on the fixed 4×', () => {
    const slow = { performance: 10, lcpMs: 20_000, fcpMs: 9000, tbtMs: 5000 };
    const fourTimes = byId(
      summarise(
        input({
          lighthouse: {
            commendIndex: { mobile: { federated: [good('mobile')] } },
          },
        }),
      ),
    );
    const onlyFourTimesSlow = byId(
      summarise(
        input({
          lighthouse: {
            commendIndex: {
              mobile: { federated: [{ ...good('mobile'), ...slow }] },
            },
          },
        }),
      ),
    );
    const calibratedSlow = byId(
      summarise(
        input({
          lighthouse: {
            commendIndex: { mobileCalibrated: { federated: [phone(slow)] } },
          },
        }),
      ),
    );
    for (const target of ['lcp-mobile', 'fcp-mobile', 'perf-mobile']) {
      const id = `lh-${target}-commendIndex`;
      expect(fourTimes[id]?.pass, id).toBe(true);
      expect(onlyFourTimesSlow[id]?.pass, id).toBe(true);
      expect(calibratedSlow[id]?.pass, id).toBe(false);
    }
    expect(calibratedSlow['lh-lcp-mobile-commendIndex']?.value).toBe(20_000);
    const labels = summarise(input())
      .budgets.filter((b) => b.id.startsWith('lh-'))
      .map((b) => b.label)
      .join('\n');
    expect(labels).not.toContain('手机 4×');
    expect(labels).toContain('（手机校准，联邦）');
  });

  it('holds LCP to 2.5 s and to its floor + 0.5 s, and FCP to 1.8 s', () => {
    const budgets = byId(
      summarise(
        input({
          lighthouse: {
            // Under 2.5 s, but 1.3 s over a floor of 1.2 s.
            projectIndex: {
              mobileCalibrated: { federated: [phone({ lcpMs: 2500 })] },
            },
            // Over 2.5 s, only 0.5 s over a slow floor.
            personalCenter: {
              mobileCalibrated: {
                federated: [phone({ lcpMs: 2600, fcpMs: 1801 })],
                floor: [{ ...floor('mobileCalibrated'), lcpMs: 2100 }],
              },
            },
          },
        }),
      ),
    );
    expect(budgets['lh-lcp-mobile-projectIndex']).toMatchObject({
      value: 2500,
      pass: true,
      limit: '≤ 2500 ms',
    });
    expect(budgets['lh-lcp-floor-projectIndex']).toMatchObject({
      value: 1300,
      pass: false,
      limit: '≤ 500 ms',
    });
    expect(budgets['lh-lcp-mobile-personalCenter']?.pass).toBe(false);
    expect(budgets['lh-lcp-floor-personalCenter']).toMatchObject({
      value: 500,
      pass: true,
    });
    expect(budgets['lh-fcp-mobile-personalCenter']).toMatchObject({
      value: 1801,
      pass: false,
      limit: '≤ 1800 ms',
    });
    // Without a floor there is nothing to be over.
    const noFloor = byId(
      summarise(
        input({
          lighthouse: {
            'index-visitor': { mobileCalibrated: { floor: [] } },
          },
        }),
      ),
    );
    expect(noFloor['lh-lcp-floor-index-visitor']?.value).toBeNaN();
    expect(noFloor['lh-lcp-floor-index-visitor']?.pass).toBe(false);
  });

  it('holds CLS on the calibrated row and at desktop, accessibility and 98 at desktop', () => {
    const budgets = byId(
      summarise(
        input({
          lighthouse: {
            projectIndex: {
              desktop: { federated: [desktop({ cls: 0.06 })] },
              mobileCalibrated: { federated: [phone({ cls: 0.01 })] },
            },
            'course-detail': {
              mobileCalibrated: { federated: [phone({ cls: 0.051 })] },
              desktop: { federated: [desktop({ performance: 97 })] },
            },
            'open-course': {
              desktop: { federated: [desktop({ accessibility: 92 })] },
            },
            // The single bundle's figures do not decide.
            'index-visitor': {
              desktop: { single: [desktop({ performance: 50, cls: 0.5 })] },
            },
          },
        }),
      ),
    );
    expect(budgets['lh-cls-desktop-projectIndex']).toMatchObject({
      value: 0.06,
      pass: false,
    });
    expect(budgets['lh-cls-mobile-projectIndex']?.pass).toBe(true);
    expect(budgets['lh-cls-mobile-course-detail']?.pass).toBe(false);
    expect(budgets['lh-perf-desktop-course-detail']).toMatchObject({
      value: 97,
      pass: false,
      limit: '≥ 98',
    });
    expect(budgets['lh-a11y-open-course']?.pass).toBe(false);
    // The mobile runs do not score accessibility.
    expect(budgets['lh-a11y-index-visitor']).toMatchObject({
      value: 100,
      pass: true,
    });
    expect(budgets['lh-perf-desktop-index-visitor']?.pass).toBe(true);
    expect(budgets['lh-cls-desktop-index-visitor']?.pass).toBe(true);
  });

  it('keeps TBT ≤ 200 ms and the phone score ≥ 90 as the next issue’s targets', () => {
    const report = summarise(
      input({
        lighthouse: {
          'course-detail': {
            mobileCalibrated: {
              federated: [phone({ tbtMs: 250, performance: 80 })],
            },
          },
        },
      }),
    );
    const budgets = byId(report);
    expect(budgets['lh-tbt-mobile-course-detail']).toMatchObject({
      value: 250,
      pass: false,
      next: true,
      limit: '≤ 200 ms',
    });
    expect(budgets['lh-perf-mobile-course-detail']).toMatchObject({
      value: 80,
      pass: false,
      next: true,
    });
    expect(budgets['lh-lcp-mobile-course-detail']?.next).toBeUndefined();
    const md = renderMarkdown(report);
    expect(md).toContain(
      '| Lighthouse TBT 课程详情（手机校准，联邦） | ≤ 200 ms（下一议题） | 250 ms | 未达（下一议题的目标） |',
    );
    expect(md).toContain(
      '| Lighthouse TBT /index 访客（手机校准，联邦） | ≤ 200 ms（下一议题） | 60 ms | 通过 |',
    );
    expect(md).toContain(
      '| Lighthouse LCP 课程详情（手机校准，联邦） | ≤ 2500 ms | 1500 ms | 通过 |',
    );
  });

  it('does not pass a page that Lighthouse could not score', () => {
    const failed = { ...UNSCORED_RUN, benchmarkIndexAfter: NaN };
    const report = summarise(
      input({
        lighthouse: {
          personalCenter: {
            desktop: { federated: [failed] },
            mobileCalibrated: { federated: [failed] },
          },
        },
      }),
    );
    const budgets = byId(report);
    for (const target of TARGETS)
      expect(budgets[`lh-${target}-personalCenter`]?.pass, target).toBe(false);
    // Nothing measured: no figure, and no unit after the dash.
    expect(renderMarkdown(report)).toContain(
      '| Lighthouse LCP /personalCenter（手机校准，联邦） | ≤ 2500 ms | — | **未达** |',
    );
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

  it('names the run counts, and a quick run as such', () => {
    const md = renderMarkdown(summarise(input()));
    expect(md).toContain('页面与导航每项 3 轮、Lighthouse 每项 1 轮');
    expect(md).not.toContain('--quick');
    expect(renderMarkdown(summarise({ ...input(), quick: true }))).toContain(
      '快速模式（--quick）',
    );
  });

  it('marks a page over its budget as missed, per page', () => {
    const md = renderMarkdown(
      summarise(
        input({
          lighthouse: {
            projectIndex: {
              desktop: {
                federated: [{ ...good('desktop'), cls: 0.06 }],
              },
            },
          },
        }),
      ),
    );
    expect(md).toContain(
      '| /openCourseDetail 访客 联邦开销（联邦 − 单包 JS）÷ 单包 | ≤ 10 % | 20.0 % | **未达** |',
    );
    expect(md).toContain(
      '| /index 访客 联邦开销（联邦 − 单包 JS）÷ 单包 | ≤ 10 % | 4.8 % | 通过 |',
    );
    expect(md).toContain(
      '| Lighthouse CLS /projectIndex（桌面，联邦） | ≤ 0.05 | 0.060 | **未达** |',
    );
    expect(md).toContain(
      '| Lighthouse CLS /projectIndex（手机校准，联邦） | ≤ 0.05 | 0.001 | 通过 |',
    );
    expect(md).toContain(
      '| Lighthouse LCP − 静态下限页 LCP 课程详情（手机校准，联邦） | ≤ 500 ms | 300 ms | 通过 |',
    );
  });

  it('shows the overhead of each page in KB and as a share of the single bundle', () => {
    const md = renderMarkdown(summarise(input()));
    expect(md).toContain('| /index 访客 | 10.2 | 4.8 |');
    expect(md).toContain('| /openCourseDetail 访客 | 41.0 | 20.0 |');
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

describe('calibratedCpuMultiplier', () => {
  it('follows Lighthouse’s CPU throttling calculator, bracket by bracket', () => {
    // The brackets' ends: each line meets the next.
    expect(calibratedCpuMultiplier(150)).toBe(1);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    // Within them: 1 + 325/650, 2 + 250/500, 3 + 233/233.
    expect(calibratedCpuMultiplier(475)).toBe(1.5);
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(1533)).toBe(4);
    // 3 + 1502/233 = 9.45.
    expect(calibratedCpuMultiplier(2802)).toBe(9.4);
  });

  it('rounds to one decimal, a half up', () => {
    expect(calibratedCpuMultiplier(1025)).toBe(2.5); // 2.45
    expect(calibratedCpuMultiplier(1020)).toBe(2.4); // 2.44
    expect(calibratedCpuMultiplier(182.5)).toBe(1.1); // 1.05
    expect(calibratedCpuMultiplier(1500)).toBe(3.9); // 3.858
  });

  it('keeps the multiplier within 1–10', () => {
    expect(calibratedCpuMultiplier(0)).toBe(1);
    expect(calibratedCpuMultiplier(100)).toBe(1);
    expect(calibratedCpuMultiplier(2931)).toBe(10);
    expect(calibratedCpuMultiplier(3000)).toBe(10);
    expect(calibratedCpuMultiplier(10_000)).toBe(10);
  });

  it('gives NaN for a host that was not measured', () => {
    expect(calibratedCpuMultiplier(NaN)).toBeNaN();
    expect(calibratedCpuMultiplier(Infinity)).toBeNaN();
  });
});

describe('the host’s drift over a run', () => {
  const host = (benchmarkIndex: number, benchmarkIndexAfter: number) => ({
    benchmarkIndex,
    benchmarkIndexAfter,
  });

  it('is the change of benchmarkIndex over the run, either way', () => {
    expect(benchmarkIndexDrift(host(1000, 1100))).toBeCloseTo(0.1);
    expect(benchmarkIndexDrift(host(1000, 900))).toBeCloseTo(0.1);
    expect(benchmarkIndexDrift(host(1000, NaN))).toBeNaN();
    expect(benchmarkIndexDrift(host(NaN, 1000))).toBeNaN();
    expect(benchmarkIndexDrift({})).toBeNaN();
  });

  it('drops a run over 15 %, and a run not measured both times', () => {
    const runs = [
      host(1000, 1150), // 15 %: kept
      host(1000, 850), // 15 %: kept
      host(1000, 1151), // 15.1 %: dropped
      host(2000, 1600), // 20 %: dropped
      host(1000, NaN),
    ];
    const { kept, dropped } = steadyRuns(runs);
    expect(kept).toEqual([runs[0], runs[1]]);
    expect(dropped).toBe(3);
  });

  it('leaves a dropped run out of the median run and says so per page and build', () => {
    const run = (round: number, over: Scores) =>
      calibrated(1500, { round, ...over });
    const report = summarise(
      input({
        lighthouse: {
          projectIndex: {
            mobileCalibrated: {
              federated: [
                run(1, { fcpMs: 1000, ttiMs: 3000, lcpMs: 2000 }),
                // The fastest, on a host that got 20 % slower.
                run(2, {
                  fcpMs: 500,
                  ttiMs: 1000,
                  lcpMs: 900,
                  benchmarkIndexAfter: 1200,
                }),
                run(3, { fcpMs: 1100, ttiMs: 3100, lcpMs: 2100 }),
              ],
            },
          },
        },
      }),
    );
    const lcp = report.lighthouse.projectIndex?.mobileCalibrated?.lcpMs;
    // The two kept runs: medians 1050 and 3050, equally near; the lower
    // TTI wins the tie.
    expect(lcp?.federated).toEqual({
      median: 2000,
      min: 2000,
      max: 2100,
      n: 2,
    });
    const runs = report.calibration.runs.filter(
      (r) => r.page === 'projectIndex' && r.build === 'federated',
    );
    expect(runs.filter((r) => r.preset === 'mobile')).toEqual([
      expect.objectContaining({ round: 1, kept: true, median: true }),
      expect.objectContaining({
        round: 2,
        kept: false,
        median: false,
        benchmarkIndex: 1500,
        benchmarkIndexAfter: 1200,
        driftPct: 20,
      }),
      expect.objectContaining({ round: 3, kept: true, median: false }),
    ]);
    const md = renderMarkdown(report);
    expect(md).toContain(
      '| /projectIndex | 联邦 | **1500→1500（3.9×）**；~~1500→1200~~（−20.0 %，剔除）；1500→1500（3.9×） | 1 / 3 | 0 / 1 |',
    );
    expect(md).toContain(
      '| /projectIndex | 单包 | **1500→1500（3.9×）** | 0 / 1 | 0 / 1 |',
    );
  });
});

describe('the median run', () => {
  const run = (fcpMs: number, ttiMs: number, lcpMs: number) => ({
    fcpMs,
    ttiMs,
    lcpMs,
  });
  /** The same runs as Lighthouse results, the form computeMedianRun takes. */
  const asResult = (r: Scores) =>
    ({
      audits: {
        'first-contentful-paint': { numericValue: r.fcpMs },
        interactive: { numericValue: r.ttiMs },
        'largest-contentful-paint': { numericValue: r.lcpMs },
      },
    }) as unknown as Parameters<typeof computeMedianRun>[0][number];

  it('is the run computeMedianRun picks, with its own figures', () => {
    const runs = [
      run(1000, 3000, 3000),
      run(1100, 3100, 1000),
      run(1200, 5000, 2000),
      run(900, 2900, 2600),
      run(1500, 6000, 2500),
    ];
    const chosen = medianRun(runs);
    const lighthouse = computeMedianRun(runs.map(asResult));
    // Medians FCP 1100 and TTI 3100: the second run.
    expect(chosen).toBe(runs[1]);
    expect(chosen?.lcpMs).toBe(
      lighthouse.audits['largest-contentful-paint']?.numericValue,
    );
    // Not each figure's median: LCP's would be 2500.
    expect(spread(runs.map((r) => r.lcpMs)).median).toBe(2500);
  });

  it('is the run nearest the medians of FCP and TTI, not of LCP', () => {
    const runs = [
      run(1000, 3000, 3000),
      run(1100, 3100, 1000),
      run(1200, 5000, 2000),
    ];
    expect(medianRun(runs)).toBe(runs[1]);
    expect(
      computeMedianRun(runs.map(asResult)).audits['largest-contentful-paint']
        ?.numericValue,
    ).toBe(1000);
  });

  it('leaves out runs without FCP or TTI, and gives none of none', () => {
    const runs = [
      run(NaN, 3000, 100),
      run(1000, 3000, 2000),
      run(1000, NaN, 100),
    ];
    expect(medianRun(runs)).toBe(runs[1]);
    expect(medianRun([run(NaN, NaN, 1)])).toBeUndefined();
    expect(medianRun([])).toBeUndefined();
  });

  it('gives every figure of a row from the one median run', () => {
    const report = summarise(
      input({
        lighthouse: {
          commendIndex: {
            desktop: {
              federated: [
                { ...good('desktop'), fcpMs: 400, ttiMs: 900, performance: 92 },
                {
                  ...good('desktop'),
                  round: 2,
                  fcpMs: 500,
                  ttiMs: 1000,
                  performance: 97,
                  cls: 0.2,
                },
                { ...good('desktop'), round: 3, fcpMs: 600, ttiMs: 1100 },
              ],
            },
          },
        },
      }),
    );
    const desktop = report.lighthouse.commendIndex?.desktop;
    expect(desktop?.performance?.federated).toEqual({
      median: 97,
      min: 92,
      max: 99,
      n: 3,
    });
    // The same run's CLS, though two of three runs had 0.001.
    expect(desktop?.cls?.federated.median).toBe(0.2);
    expect(byId(report)['lh-perf-desktop-commendIndex']?.value).toBe(97);
  });
});

describe('the floor pages', () => {
  it('stand beside each row, with what the page has over its floor', () => {
    const report = summarise(
      input({
        lighthouse: {
          'open-course': {
            mobileCalibrated: {
              federated: [calibrated(1500, { lcpMs: 2300 })],
              single: [calibrated(1500, { lcpMs: 2100 })],
              floor: [calibrated(1500, { lcpMs: 1400, fcpMs: 700 })],
            },
          },
        },
      }),
    );
    const lcp = report.lighthouse['open-course']?.mobileCalibrated?.lcpMs;
    expect(lcp?.floor.median).toBe(1400);
    expect(lcp?.overFloor).toBe(900);
    expect(lcp?.ratio).toBeCloseTo(2300 / 2100);
    expect(byId(report)['lh-lcp-floor-open-course']).toMatchObject({
      value: 900,
      pass: false,
    });
    const md = renderMarkdown(report);
    expect(md).toContain(
      '| 页面 | 预设 | 指标 | 联邦 | 单包 | 比值 | 静态下限页 | 联邦 − 下限 |',
    );
    expect(md).toContain(
      '| /openCourseDetail 访客 | 手机（按本机 CPU 校准） | LCP (ms) | 2300 | 2100 | 1.10 | 1400 | 900 |',
    );
    expect(md).toContain(
      '| /openCourseDetail 访客 | 2300 | 2100 | 1400 | 900 | 900 | 60 | 0.001 |',
    );
    expect(md).toContain(
      '| /openCourseDetail 访客 | 静态下限页 | **1500→1500（3.9×）** | 0 / 1 | 0 / 1 |',
    );
  });
});

describe('the Lighthouse table', () => {
  it('shows the desktop, the fixed 4× and the calibrated row of each page', () => {
    const md = renderMarkdown(summarise(input()));
    const rows = md
      .split('\n')
      .filter((line) => line.startsWith('| /index 访客 | '))
      .filter((line) => / \| 性能 \| /.test(line));
    expect(rows).toEqual([
      '| /index 访客 | 桌面 | 性能 | 99 | 99 | 1.00 | 100 | -1 |',
      '| /index 访客 | 手机（固定 4×，仅供参考） | 性能 | 95 | 95 | 1.00 | 100 | -5 |',
      '| /index 访客 | 手机（按本机 CPU 校准） | 性能 | 97 | 97 | 1.00 | 100 | -3 |',
    ]);
    expect(md).toContain(
      '| /projectIndex | 桌面 | 无障碍 | 100 | 100 | 1.00 | 100 | 0 |',
    );
    expect(md).toContain(
      '| 课程详情 | 手机（按本机 CPU 校准） | FCP (ms) | 900 | 900 | 1.00 | 800 | 100 |',
    );
    // Accessibility is scored at the desktop preset only.
    expect(md).not.toContain('| 无障碍 | NaN');
    expect(md).not.toMatch(/\| 手机（[^|]*） \| 无障碍 \|/);
  });

  it('gives the median run with the range of the kept runs', () => {
    const md = renderMarkdown(
      summarise(
        input({
          lighthouse: {
            'index-visitor': {
              mobile: {
                federated: [
                  { ...good('mobile'), ttiMs: 2000, tbtMs: 100, lcpMs: 3000 },
                  {
                    ...good('mobile'),
                    round: 2,
                    ttiMs: 2100,
                    tbtMs: 200,
                    lcpMs: 3400,
                  },
                  {
                    ...good('mobile'),
                    round: 3,
                    ttiMs: 2300,
                    tbtMs: 150,
                    lcpMs: 3100,
                  },
                ],
                single: [{ ...good('mobile'), lcpMs: 2000 }],
              },
            },
          },
        }),
      ),
    );
    // Median TTI 2100: the second run, all its figures.
    expect(md).toContain(
      '| /index 访客 | 手机（固定 4×，仅供参考） | TBT (ms) | 200 (100–200) | 100 | 2.00 | 0 | 200 |',
    );
    expect(md).toContain(
      '| /index 访客 | 手机（固定 4×，仅供参考） | LCP (ms) | 3400 (3000–3400) | 2000 | 1.70 | 1200 | 2200 |',
    );
  });

  it('says under the heading which hosts and multipliers it was computed with', () => {
    // One kept run per page and build (the floors at 1500), and one dropped.
    const indexes = [
      [1000, 1100],
      [1200, 1300],
      [1400, 1500],
      [1600, 1800],
      [2000, 2200],
      [2400, 2802],
    ] as const;
    const md = renderMarkdown(
      summarise(
        input({
          lighthouse: Object.fromEntries(
            TARGET_PAGES.map((id, i) => [
              id,
              {
                mobileCalibrated: {
                  federated: [calibrated(indexes[i]?.[0] ?? NaN)],
                  single: [calibrated(indexes[i]?.[1] ?? NaN)],
                  ...(i === 0
                    ? {
                        floor: [
                          calibrated(1500, { benchmarkIndexAfter: 2000 }),
                        ],
                      }
                    : {}),
                },
              },
            ]),
          ),
        }),
      ),
    );
    const lines = md.split('\n');
    const heading = lines.findIndex((l) => l.startsWith('## Lighthouse'));
    const table = lines.findIndex((l) => l.startsWith('| 页面 | 预设 |'));
    const between = lines.slice(heading + 1, table).filter(Boolean);
    // Twelve page runs and five floors kept: median 1500.
    expect(between[0]).toBe(
      '本机 benchmarkIndex 中位数 1500（保留的 17 次手机预设运行；共 18 次，剔除 1 次），校准后的 CPU 倍数 2.4–9.4（手机预设固定为 4）。',
    );
    expect(between[1]).toContain(
      '1300 以上：3 + (BI − 1300) ÷ 233；限 1–10 倍）',
    );
    expect(between[2]).toContain('前后相差超过 15 % 的运行剔除');
    expect(between[2]).toContain('computeMedianRun');
    expect(md).toContain(
      '| /index 访客 | 静态下限页 | ~~1500→2000~~（+33.3 %，剔除） | 1 / 1 | 0 / 1 |',
    );
  });

  it('gives one multiplier when every run had the same', () => {
    const md = renderMarkdown(summarise(input()));
    expect(md).toContain(
      '本机 benchmarkIndex 中位数 1500（保留的 18 次手机预设运行；共 18 次，剔除 0 次），校准后的 CPU 倍数 3.9（手机预设固定为 4）。',
    );
  });
});

describe('the Lighthouse section alone', () => {
  it('judges its own budgets and prints them before its figures', () => {
    const report = summariseLighthouseOnly({
      lighthouse: lighthouseInput({
        commendIndex: {
          mobileCalibrated: {
            federated: [calibrated(1500, { lcpMs: 3000 })],
          },
        },
      }),
      lighthouseRuns: 2,
      machine: 'test',
      durationS: 1,
    });
    const budgets = Object.fromEntries(report.budgets.map((b) => [b.id, b]));
    expect(report.budgets).toHaveLength(TARGET_PAGES.length * 9);
    expect(budgets['lh-lcp-mobile-commendIndex']?.pass).toBe(false);
    expect(budgets['lh-lcp-mobile-projectIndex']?.pass).toBe(true);
    const md = renderLighthouse(report);
    expect(
      md.indexOf(
        '| Lighthouse LCP /commendIndex（手机校准，联邦） | ≤ 2500 ms | 3000 ms | **未达** |',
      ),
    ).toBeGreaterThan(md.indexOf('## 预算'));
    expect(md.indexOf('## 预算')).toBeLessThan(md.indexOf('## Lighthouse'));
    expect(md).toContain('每项 2 轮');
    expect(md).not.toContain('## 页面冷加载');
    expect(md).not.toContain('联邦开销');
  });
});

/** One load of the delivery section; the reports chunk after interactive. */
const deliveryLoad = (over: Record<string, number> = {}) => ({
  requestsBeforeInteractive: 35,
  scriptBytesBeforeInteractive: 250_000,
  shellScriptBytesBeforeInteractive: 235_000,
  mountedMs: 900,
  reportsRequested: 0,
  reportsBeforeInteractive: 0,
  reportsStartMs: NaN,
  reportsAfterInteractiveMs: NaN,
  reportsBytes: NaN,
  ...over,
});

const reportsAfter = (ms: number) => ({
  reportsRequested: 1,
  reportsStartMs: 900 + ms,
  reportsAfterInteractiveMs: ms,
  reportsBytes: 3800,
});

function deliveryRaw(over: Partial<DeliveryRaw> = {}): DeliveryRaw {
  return {
    tenant: '001.001',
    remote: 'mf_home',
    stable: '1.0.0',
    candidate: '0.0.0-bench-canary',
    share: 50,
    shellOlderThanSources: false,
    runs: {
      plain: [deliveryLoad(), deliveryLoad(), deliveryLoad()],
      canary: [
        deliveryLoad({ mountedMs: 950, ...reportsAfter(400) }),
        deliveryLoad({ mountedMs: 990, ...reportsAfter(300) }),
        deliveryLoad({ mountedMs: 910, ...reportsAfter(5000) }),
      ],
      withoutDelivery: [
        deliveryLoad({ shellScriptBytesBeforeInteractive: 233_900 }),
        deliveryLoad({ shellScriptBytesBeforeInteractive: 233_900 }),
        deliveryLoad({ shellScriptBytesBeforeInteractive: 233_900 }),
      ],
    },
    shellFiles: {
      plain: {},
      canary: {
        'early-script.78eb90441f.js': 2000,
        'main.1c17de23c1.js': 181_600,
        'bootstrap.8400c6bc46.js': 15_400,
        '9780.add4e033cd.js': 36_000,
      },
      withoutDelivery: {
        'early-script.78eb90441f.js': 2000,
        'main.9eb93df09c.js': 181_700,
        'bootstrap.6bface38a7.js': 14_200,
        '9780.add4e033cd.js': 36_000,
      },
    },
    requestsBeforeInteractive: {
      plain: ['(document)', '/mf-home/1.0.0/mf-manifest.json', '/api/a'],
      canary: [
        '(document)',
        '/mf-home/0.0.0-bench-canary/mf-manifest.json',
        '/api/a',
      ],
      withoutDelivery: [],
    },
    ...over,
  };
}

const deliveryBudgets = (raw: DeliveryRaw | undefined) =>
  byId(summarise({ ...input(), delivery: raw }));

describe('the delivery section', () => {
  it('takes the first-load cost from the shell’s scripts before interactive, against the build without it', () => {
    const d = summariseDelivery(deliveryRaw());
    expect(d.firstLoadDeltaPlainBytes).toBe(1100);
    expect(d.firstLoadDeltaCanaryBytes).toBe(1100);
    expect(d.firstLoadDeltaBytes).toBe(1100);
    expect(d.extraRequests).toBe(0);
    expect(d.extraRequestPaths).toEqual([]);
    expect(d.reportsAfterInteractive).toBe(true);
    expect(d.figures.canary.reportsAfterInteractiveMs?.median).toBe(400);
    expect(d.runs).toBe(3);
  });

  it('counts what a canary brings before interactive into both budgets', () => {
    const raw = deliveryRaw();
    raw.runs.canary = raw.runs.canary.map((r) => ({
      ...r,
      requestsBeforeInteractive: 36,
      shellScriptBytesBeforeInteractive: 238_800,
      reportsBeforeInteractive: 1,
      reportsAfterInteractiveMs: -300,
    }));
    raw.requestsBeforeInteractive.canary.push(
      '/shell/1.0.0/delivery-reports.0dc9f3a8ce.js',
    );
    const budgets = deliveryBudgets(raw);
    expect(budgets['delivery-first-load']?.value).toBeCloseTo(4.9);
    expect(budgets['delivery-first-load']?.pass).toBe(false);
    expect(budgets['delivery-extra-requests']?.value).toBe(1);
    expect(budgets['delivery-extra-requests']?.pass).toBe(false);
    expect(budgets['delivery-reports-after-interactive']).toMatchObject({
      value: 0,
      pass: false,
      text: '否',
    });
    expect(summariseDelivery(raw).extraRequestPaths).toEqual([
      '/shell/1.0.0/delivery-reports.0dc9f3a8ce.js',
    ]);
  });

  it('passes the three budgets within their limits', () => {
    const budgets = deliveryBudgets(deliveryRaw());
    expect(budgets['delivery-first-load']).toMatchObject({
      limit: '≤ 2 KB',
      pass: true,
      decimals: 2,
    });
    expect(budgets['delivery-first-load']?.value).toBeCloseTo(1.1);
    expect(budgets['delivery-extra-requests']).toMatchObject({
      value: 0,
      pass: true,
    });
    expect(budgets['delivery-reports-after-interactive']).toMatchObject({
      value: 1,
      pass: true,
      text: '是',
    });
  });

  it('judges the reports late only if every canary load asked for them, and no other load did', () => {
    const missing = deliveryRaw();
    missing.runs.canary[1] = deliveryLoad();
    expect(summariseDelivery(missing).reportsAfterInteractive).toBe(false);
    const plainLoads = deliveryRaw();
    plainLoads.runs.plain[0] = deliveryLoad(reportsAfter(2000));
    expect(summariseDelivery(plainLoads).reportsAfterInteractive).toBe(false);
    const noCanary = deliveryRaw();
    noCanary.runs.canary = [];
    expect(summariseDelivery(noCanary).reportsAfterInteractive).toBe(false);
  });

  it('leaves the budgets unmet and unworded when the section did not run', () => {
    const budgets = deliveryBudgets(undefined);
    for (const id of [
      'delivery-first-load',
      'delivery-extra-requests',
      'delivery-reports-after-interactive',
    ]) {
      expect(budgets[id]?.value).toBeNaN();
      expect(budgets[id]?.pass).toBe(false);
      expect(budgets[id]?.text).toBeUndefined();
    }
    expect(summarise(input()).delivery).toBeNull();
  });

  it('reads the candidate’s folder as the stable one’s, and counts repeats', () => {
    const raw = deliveryRaw();
    raw.requestsBeforeInteractive.canary.push('/api/a', '/api/b');
    expect(extraRequestPaths(raw)).toEqual(['/api/a', '/api/b']);
  });

  it('pairs the differing first-load files by chunk name', () => {
    expect(
      changedFiles(
        { 'main.aaaaaaaaaa.js': 10, '1341.cccccccccc.js': 5, 'x.js': 1 },
        { 'main.bbbbbbbbbb.js': 12, '7539.dddddddddd.js': 6, 'x.js': 1 },
      ),
    ).toEqual([
      {
        chunk: 'main',
        withDelivery: { file: 'main.aaaaaaaaaa.js', bytes: 10 },
        withoutDelivery: { file: 'main.bbbbbbbbbb.js', bytes: 12 },
      },
      {
        chunk: '1341',
        withDelivery: { file: '1341.cccccccccc.js', bytes: 5 },
        withoutDelivery: null,
      },
      {
        chunk: '7539',
        withDelivery: null,
        withoutDelivery: { file: '7539.dddddddddd.js', bytes: 6 },
      },
    ]);
  });

  it('shows its budgets, its loads side by side and the changed files in the report', () => {
    const md = renderMarkdown(
      summarise({ ...input(), delivery: deliveryRaw() }),
    );
    expect(md).toContain(
      '| 灰度发布上报脚本 首次加载增量（压缩） | ≤ 2 KB | 1.10 KB | 通过 |',
    );
    expect(md).toContain(
      '| 灰度租户 可交互前额外请求（有灰度 − 无灰度） | = 0 | 0 | 通过 |',
    );
    expect(md).toContain('| 上报模块 在可交互之后加载 | 是 | 是 | 通过 |');
    expect(md).toContain('## 灰度发布（/index 访客冷加载，租户 001.001）');
    expect(md).toContain(
      '| 指标 | 无灰度 | 有灰度（候选版本） | 不含灰度代码的外壳 |',
    );
    expect(md).toContain(
      '| 可交互前请求数 | 35 (35–35) | 35 (35–35) | 35 (35–35) |',
    );
    expect(md).toContain(
      '| 上报模块请求，距可交互 (ms) | 未加载 | 400 (300–5000) | 未加载 |',
    );
    expect(md).toContain(
      '| 上报模块传输（压缩） (KB) | 未加载 | 3.80 (3.80–3.80) | 未加载 |',
    );
    expect(md).toContain('无灰度租户 1100 B，灰度租户 1100 B');
    expect(md).toContain('| bootstrap | 15400 | 14200 |');
    expect(md).toContain('| main | 181600 | 181700 |');
    expect(md).not.toContain('多出的请求');
    expect(md).not.toContain('注意：dist/');
    expect(renderMarkdown(summarise(input()))).not.toContain('## 灰度发布');
  });

  it('says when the shell in dist/ is older than its sources', () => {
    const md = renderDelivery(
      summariseDelivery(deliveryRaw({ shellOlderThanSources: true })),
    );
    expect(md).toContain('注意：dist/ 的外壳构建早于源码的最后修改');
  });

  it('prints its budgets before its figures when run alone', () => {
    const md = renderDelivery(summariseDelivery(deliveryRaw()));
    expect(
      md.indexOf('| 上报模块 在可交互之后加载 | 是 | 是 | 通过 |'),
    ).toBeLessThan(md.indexOf('## 灰度发布'));
    expect(md).not.toContain('Lighthouse');
  });
});

describe('loadFigures', () => {
  const at = (path: string, startMs: number, bytes = 100) => ({
    url: `http://localhost:8080${path}`,
    startMs,
    bytes,
  });

  it('splits the requests at the mount mark, the document counted', () => {
    const { figures, shellFiles, paths, homeVersions } = loadFigures(
      [
        at('/shell/1.0.0/main.1c17de23c1.js', 10, 1000),
        at('/shell/1.0.0/bootstrap.8400c6bc46.js', 12, 500),
        at('/config/remotes/001.001.json', 50, 80),
        at('/mf-home/0.0.0-bench-canary/mf-manifest.json', 60, 900),
        at('/mf-home/0.0.0-bench-canary/spa.0123456789.js', 70, 2000),
        at('/shell/1.0.0/delivery-reports.0dc9f3a8ce.js', 1200, 3800),
        at('/api/portal/delivery/reports', 1300, 0),
      ],
      900,
    );
    expect(figures).toEqual({
      requestsBeforeInteractive: 6,
      scriptBytesBeforeInteractive: 3500,
      shellScriptBytesBeforeInteractive: 1500,
      mountedMs: 900,
      reportsRequested: 1,
      reportsBeforeInteractive: 0,
      reportsStartMs: 1200,
      reportsAfterInteractiveMs: 300,
      reportsBytes: 3800,
    });
    expect(shellFiles).toEqual({
      'main.1c17de23c1.js': 1000,
      'bootstrap.8400c6bc46.js': 500,
    });
    expect(paths[0]).toBe('(document)');
    expect(paths).toHaveLength(6);
    expect(homeVersions).toEqual(['0.0.0-bench-canary']);
  });

  it('marks a reports chunk asked for before the page was interactive', () => {
    const { figures } = loadFigures(
      [at('/shell/1.0.0/delivery-reports.0dc9f3a8ce.js', 500, 3800)],
      900,
    );
    expect(figures.reportsBeforeInteractive).toBe(1);
    expect(figures.reportsAfterInteractiveMs).toBe(-400);
    expect(figures.shellScriptBytesBeforeInteractive).toBe(3800);
  });

  it('gives no reports figures when the chunk never came', () => {
    const { figures } = loadFigures([at('/api/a', 5)], 900);
    expect(figures.reportsRequested).toBe(0);
    expect(figures.reportsStartMs).toBeNaN();
    expect(figures.reportsBytes).toBeNaN();
  });
});
