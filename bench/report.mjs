// @ts-check
/**
 * Turns the bench's raw runs into the report: median and spread of each
 * measurement for the federated and the single-bundle build, their ratio,
 * and the budgets with pass or miss. Pure functions, so the
 * arithmetic and the budget verdicts are unit-tested (report.test.ts).
 */

import {
  computeMedianRun,
  filterToValidRuns,
} from 'lighthouse/core/lib/median-run.js';

/** @typedef {'federated' | 'single'} Build */
/** @typedef {{ median: number, min: number, max: number, n: number }} Spread */
/** @typedef {{ federated: Spread, single: Spread, ratio: number }} Pair */

/** A Lighthouse run that scored nothing (an error, or a redirect to another page). */
export const UNSCORED_RUN = Object.freeze({
  performance: NaN,
  accessibility: NaN,
  cls: NaN,
  tbtMs: NaN,
  lcpMs: NaN,
  fcpMs: NaN,
  ttiMs: NaN,
});

/** Page metrics, in report order: key, label, unit, decimals. */
export const PAGE_METRICS = /** @type {const} */ ([
  ['jsKiB', 'JS 传输（压缩正文）', 'KiB', 1],
  ['jsRawKiB', 'JS 解压后', 'KiB', 1],
  ['jsRequests', 'JS 请求数', '', 0],
  ['cssKiB', 'CSS 传输（压缩）', 'KiB', 1],
  ['cssRawKiB', 'CSS 解压后', 'KiB', 1],
  ['cssRequests', 'CSS 请求数', '', 0],
  ['fcpMs', 'FCP', 'ms', 0],
  ['lcpMs', 'LCP', 'ms', 0],
  ['mountedMs', '远程模块挂载完成', 'ms', 0],
  ['longTasksMs', '长任务合计', 'ms', 0],
]);

export const PAGE_LABELS = /** @type {Record<string, string>} */ ({
  'index-visitor': '/index 访客',
  'index-learner': '/index 学员',
  'open-course': '/openCourseDetail 访客',
  commendIndex: '/commendIndex',
  'course-detail': '课程详情',
  personalCenter: '/personalCenter',
  projectIndex: '/projectIndex',
});

/**
 * The pages the team's targets name: each gets a federation overhead row and
 * Lighthouse rows in the budget, and is run through Lighthouse.
 */
export const TARGET_PAGES = /** @type {const} */ ([
  'index-visitor',
  'open-course',
  'commendIndex',
  'course-detail',
  'personalCenter',
  'projectIndex',
]);

/** @typedef {'desktop' | 'mobile'} Preset */
/** The presets Lighthouse runs at. */
export const PRESETS = /** @type {const} */ (['desktop', 'mobile']);

/**
 * Rows of the Lighthouse table: the presets, and the mobile runs audited
 * again with a CPU multiplier calibrated to the host of each run (no page
 * load of its own). The phone targets are judged on the calibrated row;
 * the preset's fixed 4× is shown for information.
 * @typedef {Preset | 'mobileCalibrated'} LighthouseRow
 */
export const LIGHTHOUSE_ROWS = /** @type {const} */ ([
  'desktop',
  'mobile',
  'mobileCalibrated',
]);
/** @type {Record<LighthouseRow, string>} */
export const PRESET_LABELS = {
  desktop: '桌面',
  mobile: '手机（固定 4×，仅供参考）',
  mobileCalibrated: '手机（按本机 CPU 校准）',
};
/** The same, short, for the budget table. @type {Record<LighthouseRow, string>} */
const BUDGET_ROW_LABELS = {
  desktop: '桌面',
  mobile: '手机 4×',
  mobileCalibrated: '手机校准',
};

/**
 * What Lighthouse loads of each target page: the page on both builds, and
 * its floor, the same first screen as static HTML without a script
 * (bench.mjs), served by the federated build's site server. What a page's
 * LCP has over its floor is what its scripts cost the first screen.
 * @typedef {Build | 'floor'} LighthouseVariant
 */
export const LIGHTHOUSE_VARIANTS = /** @type {const} */ ([
  'federated',
  'single',
  'floor',
]);
/** @type {Record<LighthouseVariant, string>} */
export const LIGHTHOUSE_VARIANT_LABELS = {
  federated: '联邦',
  single: '单包',
  floor: '静态下限页',
};

/** No speed-up, and no more than 10× however fast the host. */
export const CPU_MULTIPLIER_RANGE = /** @type {const} */ ([1, 10]);

/**
 * The CPU slowdown that brings a host of this benchmarkIndex down to the
 * mid-tier phone the mobile preset means: Lighthouse's CPU throttling
 * calculator (docs/throttling.md), a straight line per bracket,
 * 1 + (BI − 150) / 650 up to 800, 2 + (BI − 800) / 500 up to 1300,
 * 3 + (BI − 1300) / 233 above; kept within 1–10 and rounded to one
 * decimal. NaN when the host was not measured.
 * @param {number} benchmarkIndex
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return NaN;
  const [min, max] = CPU_MULTIPLIER_RANGE;
  const bi = benchmarkIndex;
  // Tenths straight from the index, so a value on a half rounds up exactly
  // (1025 gives 24.5 tenths, not 24.499…).
  const tenths =
    bi >= 1300
      ? 30 + ((bi - 1300) * 10) / 233
      : bi >= 800
        ? 20 + (bi - 800) / 50
        : 10 + (bi - 150) / 65;
  return Math.min(max, Math.max(min, Math.round(tenths) / 10));
}

/**
 * How far the host's benchmarkIndex may move over one Lighthouse run
 * (measured before and after it, bench.mjs) for the run to count: a host
 * that got faster or slower meanwhile gave the load another CPU than the
 * multiplier was computed for.
 */
export const MAX_BENCHMARK_INDEX_DRIFT = 0.15;

/**
 * |after − before| ÷ before of a run's benchmarkIndex; NaN when either
 * was not measured.
 * @param {Record<string, number>} run
 */
export function benchmarkIndexDrift(run) {
  const before = run.benchmarkIndex ?? NaN;
  const after = run.benchmarkIndexAfter ?? NaN;
  return before > 0 && Number.isFinite(after)
    ? Math.abs(after - before) / before
    : NaN;
}

/**
 * The runs on a steady host, and how many were dropped: a drift over 15 %,
 * or a host not measured both times (nothing says it was steady).
 * @template {Record<string, number>} T
 * @param {T[]} runs
 * @returns {{ kept: T[], dropped: number }}
 */
export function steadyRuns(runs) {
  const kept = runs.filter(
    (run) => benchmarkIndexDrift(run) <= MAX_BENCHMARK_INDEX_DRIFT,
  );
  return { kept, dropped: runs.length - kept.length };
}

/**
 * The run Lighthouse reports of several (its `computeMedianRun`): the one
 * whose FCP and TTI are nearest their medians, one whole run rather than
 * each figure's median, so the figures belong together. Runs without both
 * are left out first, as Lighthouse's `filterToValidRuns` does. The bench
 * keeps a run's figures, not its result, so each goes in as the part of a
 * result those two read. Undefined when no run is left.
 * @template {Record<string, number>} T
 * @param {T[]} runs
 * @returns {T | undefined}
 */
export function medianRun(runs) {
  /** @type {Map<unknown, T>} */
  const byResult = new Map(
    runs.map((run) => [
      {
        audits: {
          'first-contentful-paint': { numericValue: run.fcpMs },
          interactive: { numericValue: run.ttiMs },
        },
      },
      run,
    ]),
  );
  const valid = filterToValidRuns(
    /** @type {import('lighthouse').Result[]} */ ([...byResult.keys()]),
  );
  return valid.length > 0 ? byResult.get(computeMedianRun(valid)) : undefined;
}

/** Lighthouse figures, in report order: key, label, unit, decimals. */
export const LIGHTHOUSE_METRICS = /** @type {const} */ ([
  ['performance', '性能', '', 0],
  ['accessibility', '无障碍', '', 0],
  ['cls', 'CLS', '', 3],
  ['tbtMs', 'TBT', 'ms', 0],
  ['fcpMs', 'FCP', 'ms', 0],
  ['lcpMs', 'LCP', 'ms', 0],
]);

/**
 * One Lighthouse figure of a row: per variant, the median run's value as
 * `median` (not the figure's own median) and the min–max of the runs kept;
 * the federated/single ratio, and what the federated page has over its
 * floor (federated − floor).
 * @typedef {{ federated: Spread, single: Spread, floor: Spread, ratio: number, overFloor: number }} LighthousePair
 */

/** @param {string} key @returns {(p: Record<string, LighthousePair>) => number} */
const federatedOf = (key) => (p) => p[key]?.federated.median ?? NaN;

/**
 * The Lighthouse targets, each judged for every target page on the median
 * run of the federated build's kept runs in its row. `next`: a target of
 * the next issue, judged and shown, not yet required.
 * @type {{ id: string, row: LighthouseRow, what: string, limit: string, unit: string, decimals: number, of: (p: Record<string, LighthousePair>) => number, pass: (v: number) => boolean, next?: boolean }[]}
 */
const LIGHTHOUSE_BUDGETS = [
  {
    id: 'lcp-mobile',
    row: 'mobileCalibrated',
    what: 'LCP',
    limit: '≤ 2500 ms',
    unit: 'ms',
    decimals: 0,
    of: federatedOf('lcpMs'),
    pass: (v) => v <= 2500,
  },
  {
    id: 'lcp-floor',
    row: 'mobileCalibrated',
    what: 'LCP − 静态下限页 LCP',
    limit: '≤ 500 ms',
    unit: 'ms',
    decimals: 0,
    of: (p) => p.lcpMs?.overFloor ?? NaN,
    pass: (v) => v <= 500,
  },
  {
    id: 'fcp-mobile',
    row: 'mobileCalibrated',
    what: 'FCP',
    limit: '≤ 1800 ms',
    unit: 'ms',
    decimals: 0,
    of: federatedOf('fcpMs'),
    pass: (v) => v <= 1800,
  },
  .../** @type {const} */ (['mobileCalibrated', 'desktop']).map((row) => ({
    id: `cls-${row === 'desktop' ? 'desktop' : 'mobile'}`,
    row,
    what: 'CLS',
    limit: '≤ 0.05',
    unit: '',
    decimals: 3,
    of: federatedOf('cls'),
    pass: (/** @type {number} */ v) => v <= 0.05,
  })),
  {
    id: 'perf-desktop',
    row: 'desktop',
    what: '性能',
    limit: '≥ 98',
    unit: '',
    decimals: 0,
    of: federatedOf('performance'),
    pass: (v) => v >= 98,
  },
  {
    // Scored at the desktop preset only: the mobile runs skip it.
    id: 'a11y',
    row: 'desktop',
    what: '无障碍',
    limit: '= 100',
    unit: '',
    decimals: 0,
    of: federatedOf('accessibility'),
    pass: (v) => v === 100,
  },
  {
    id: 'perf-mobile',
    row: 'mobileCalibrated',
    what: '性能',
    limit: '≥ 90',
    unit: '',
    decimals: 0,
    of: federatedOf('performance'),
    pass: (v) => v >= 90,
    next: true,
  },
  {
    id: 'tbt-mobile',
    row: 'mobileCalibrated',
    what: 'TBT',
    limit: '≤ 200 ms',
    unit: 'ms',
    decimals: 0,
    of: federatedOf('tbtMs'),
    pass: (v) => v <= 200,
    next: true,
  },
];

/**
 * The Lighthouse targets per target page, each judged on the Lighthouse
 * part of the report alone (so `--only lighthouse` judges them too).
 * @type {{ id: string, label: string, limit: string, unit: string, decimals: number, of: (lh: Report['lighthouse']) => number, pass: (v: number) => boolean, next?: boolean }[]}
 */
const LIGHTHOUSE_PAGE_BUDGETS = LIGHTHOUSE_BUDGETS.flatMap(
  ({ id, row, what, of, ...budget }) =>
    TARGET_PAGES.map((page) => ({
      ...budget,
      id: `lh-${id}-${page}`,
      label: `Lighthouse ${what} ${PAGE_LABELS[page] ?? page}（${BUDGET_ROW_LABELS[row]}，联邦）`,
      of: (/** @type {Report['lighthouse']} */ lh) => {
        const figures = lh[page]?.[row];
        return figures ? of(figures) : NaN;
      },
    })),
);

/**
 * The targets of progressive delivery, judged on the delivery section's
 * summary: what the delivery code adds to every first load, what a
 * canary adds before the page is interactive, and that the reports chunk
 * comes only after it (and only for a tenant with a canary).
 * @type {{ id: string, label: string, limit: string, of: (d: DeliverySummary) => number, pass: (v: number) => boolean, unit: string, decimals?: number, text?: (v: number) => string }[]}
 */
const DELIVERY_BUDGETS = [
  {
    id: 'delivery-first-load',
    label: '灰度发布上报脚本 首次加载增量（压缩）',
    limit: '≤ 2 KB',
    unit: 'KB',
    decimals: 2,
    of: (d) => d.firstLoadDeltaBytes / 1000,
    pass: (v) => v <= 2,
  },
  {
    id: 'delivery-extra-requests',
    label: '灰度租户 可交互前额外请求（有灰度 − 无灰度）',
    limit: '= 0',
    unit: '',
    of: (d) => d.extraRequests,
    pass: (v) => v === 0,
  },
  {
    id: 'delivery-reports-after-interactive',
    label: '上报模块 在可交互之后加载',
    limit: '是',
    unit: '',
    of: (d) => (d.reportsAfterInteractive ? 1 : 0),
    pass: (v) => v === 1,
    text: (v) => (v === 1 ? '是' : '否'),
  },
];

/**
 * The budgets. `value` picks the measured figure from the
 * report; `pass` says whether it meets the goal; `text`, if any, shows it.
 * @type {{ id: string, label: string, limit: string, value: (r: Report) => number, pass: (v: number) => boolean, unit: string, decimals?: number, text?: (v: number) => string, next?: boolean }[]}
 */
export const BUDGETS = [
  {
    id: 'index-js',
    label: '/index 冷启动 JS（压缩，联邦）',
    // 250 KB, 1 KB for the choice of a canary's version in the boot
    // (docs/decisions.md, "Progressive delivery per tenant") and 1 KB for
    // hydrating a page the render tier drew ("The first screen from the
    // server").
    limit: '≤ 252 KB',
    unit: 'KB',
    value: (r) =>
      (r.pages['index-visitor']?.jsKiB?.federated.median ?? NaN) * 1.024,
    pass: (v) => v <= 252,
  },
  {
    id: 'index-js-requests',
    label: '/index 冷启动 JS 请求数（联邦）',
    limit: '≤ 15',
    unit: '',
    value: (r) => r.pages['index-visitor']?.jsRequests?.federated.median ?? NaN,
    pass: (v) => v <= 15,
  },
  ...DELIVERY_BUDGETS.map(({ of, ...budget }) => ({
    ...budget,
    value: (/** @type {Report} */ r) => (r.delivery ? of(r.delivery) : NaN),
  })),
  ...TARGET_PAGES.map((page) => ({
    id: `federation-overhead-${page}`,
    label: `${PAGE_LABELS[page] ?? page} 联邦开销（联邦 − 单包 JS）÷ 单包`,
    limit: '≤ 10 %',
    unit: '%',
    value: (/** @type {Report} */ r) => federationOverheadPct(r, page),
    pass: (/** @type {number} */ v) => v <= 10,
  })),
  {
    id: 'index-lcp-ratio',
    label: '/index LCP 联邦/单包',
    limit: '≤ 1.10',
    unit: '×',
    value: (r) => r.pages['index-visitor']?.lcpMs?.ratio ?? NaN,
    pass: (v) => v <= 1.1,
  },
  {
    id: 'switch-warm',
    label: '切换远程模块（已缓存），点击到挂载',
    limit: '< 100 ms',
    unit: 'ms',
    value: (r) => r.navigation.warmMs.federated.median,
    pass: (v) => v < 100,
  },
  {
    id: 'switch-first',
    label: '首次进入远程模块，点击到挂载',
    limit: '< 300 ms',
    unit: 'ms',
    value: (r) => r.navigation.firstVisitMs.federated.median,
    pass: (v) => v < 300,
  },
  ...['react-dom', 'antd', 'jotai'].map((lib) => ({
    id: `singleton-${lib}`,
    label: `${lib} 副本数（联邦）`,
    limit: '= 1',
    unit: '',
    value: (/** @type {Report} */ r) => r.singletons.federated[lib] ?? NaN,
    pass: (/** @type {number} */ v) => v === 1,
  })),
  {
    id: 'heap-growth',
    // What the page keeps between visits: V8's compiled code also grows as
    // functions get hot (the single bundle by as much), which is warm-up,
    // bounded by the code there is, so the budget leaves it out; the table
    // below shows both.
    label: '三个远程模块往返后堆增长，不含编译代码（联邦）',
    limit: '< 10 %',
    unit: '%',
    value: (r) => r.heap.federated.dataGrowthPct ?? NaN,
    pass: (v) => v < 10,
  },
  ...LIGHTHOUSE_PAGE_BUDGETS.map(({ of, ...budget }) => ({
    ...budget,
    value: (/** @type {Report} */ r) => of(r.lighthouse),
  })),
  {
    id: 'backend-rps',
    label: '模拟后端读接口吞吐（最低）',
    limit: '≥ 2000 次/秒',
    unit: '次/秒',
    value: (r) =>
      Math.min(
        ...r.backend.filter((b) => !b.write).map((b) => b.requestsPerSecond),
      ),
    pass: (v) => v >= 2000,
  },
  {
    id: 'backend-p99',
    label: '模拟后端读接口 p99（最高）',
    limit: '< 50 ms',
    unit: 'ms',
    value: (r) =>
      Math.max(...r.backend.filter((b) => !b.write).map((b) => b.p99Ms)),
    pass: (v) => v < 50,
  },
  {
    id: 'backend-write-rps',
    label: '模拟后端写接口吞吐（最低）',
    limit: '≥ 1000 次/秒',
    unit: '次/秒',
    value: (r) =>
      Math.min(
        ...r.backend.filter((b) => b.write).map((b) => b.requestsPerSecond),
      ),
    pass: (v) => v >= 1000,
  },
  {
    id: 'backend-write-p99',
    label: '模拟后端写接口 p99（最高）',
    limit: '< 50 ms',
    unit: 'ms',
    value: (r) =>
      Math.max(...r.backend.filter((b) => b.write).map((b) => b.p99Ms)),
    pass: (v) => v < 50,
  },
];

/**
 * What federation costs a page: its federated JS minus the single bundle's
 * (medians, KB).
 * @param {Report} r @param {string} page
 */
export function federationOverheadKB(r, page) {
  const js = r.pages[page]?.jsKiB;
  return js ? (js.federated.median - js.single.median) * 1.024 : NaN;
}

/**
 * The same as a share of the single bundle's JS (%), so pages of any size
 * are held to one target.
 * @param {Report} r @param {string} page
 */
export function federationOverheadPct(r, page) {
  const js = r.pages[page]?.jsKiB;
  return js && js.single.median > 0
    ? ((js.federated.median - js.single.median) / js.single.median) * 100
    : NaN;
}

/**
 * @typedef {object} Report
 * @property {Record<string, unknown>} meta
 * @property {Record<string, Record<string, Pair>>} pages
 * @property {{ firstVisitMs: Pair, warmMs: Pair }} navigation
 * @property {Record<Build, Record<string, number>>} heap
 * @property {Record<Build, Record<string, number>>} singletons
 * @property {Record<string, Partial<Record<LighthouseRow, Record<string, LighthousePair>>>>} lighthouse
 *   page id → preset (or the calibrated mobile row) → figure
 * @property {Calibration} calibration
 * @property {{ id: string, write: boolean, requestsPerSecond: number, p99Ms: number, errors: number }[]} backend
 * @property {DeliverySummary | null} delivery
 * @property {JudgedBudget[]} budgets
 */

/**
 * `next`: a target of the next issue (shown, not yet required).
 * @typedef {{ id: string, label: string, limit: string, value: number, unit: string, decimals: number, pass: boolean, text?: string, next?: boolean }} JudgedBudget
 */

/**
 * One page load by Lighthouse: the host's benchmarkIndex before it
 * (Lighthouse's) and after it (the bench's), their drift, the calibrated
 * CPU multiplier (mobile), whether the run was kept, and whether it is the
 * median run of its row (desktop, or the calibrated mobile row).
 * @typedef {{ page: string, preset: Preset, build: LighthouseVariant, round: number, benchmarkIndex: number, benchmarkIndexAfter: number, driftPct: number, cpuMultiplier: number, kept: boolean, median: boolean }} LighthouseRun
 */

/**
 * The host under the Lighthouse runs: benchmarkIndex and CPU multiplier
 * over the kept mobile runs, and every run (both presets) so that runs of
 * other days can be compared.
 * @typedef {object} Calibration
 * @property {Spread} benchmarkIndex
 * @property {Spread} cpuMultiplier
 * @property {number} maxDriftPct
 * @property {LighthouseRun[]} runs
 */

/** @param {number[]} values @returns {Spread} */
export function spread(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  const sorted = [...finite].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? NaN
      : sorted.length % 2
        ? (sorted[mid] ?? NaN)
        : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
  return {
    median,
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    n: sorted.length,
  };
}

/**
 * @param {Record<Build, Record<string, number>[]>} runs
 * @param {string} key
 * @returns {Pair}
 */
export function pair(runs, key) {
  const federated = spread(runs.federated.map((r) => r[key] ?? NaN));
  const single = spread(runs.single.map((r) => r[key] ?? NaN));
  return {
    federated,
    single,
    ratio: single.median > 0 ? federated.median / single.median : NaN,
  };
}

/**
 * @param {{
 *   raw: Record<string, Record<Build, Record<string, number>[]>>,
 *   heap: Record<Build, Record<string, number>>,
 *   singletons: Record<Build, Record<string, number>>,
 *   lighthouse: LighthouseRaw,
 *   backend: Report['backend'],
 *   delivery?: DeliveryRaw,
 *   [meta: string]: unknown,
 * }} input
 * @returns {Report}
 */
export function summarise(input) {
  const { raw, heap, singletons, lighthouse, backend, delivery, ...meta } =
    input;
  /** @type {Report['pages']} */
  const pages = {};
  for (const [id, runs] of Object.entries(raw)) {
    if (id === 'remote-switch') continue;
    pages[id] = Object.fromEntries(
      PAGE_METRICS.map(([key]) => [key, pair(runs, key)]),
    );
  }
  const switches = raw['remote-switch'] ?? { federated: [], single: [] };
  const { pages: lh, calibration } = summariseLighthouse(lighthouse);
  /** @type {Report} */
  const report = {
    meta: { ...meta, date: new Date().toISOString() },
    pages,
    navigation: {
      firstVisitMs: pair(switches, 'firstVisitMs'),
      warmMs: pair(switches, 'warmMs'),
    },
    heap,
    singletons,
    lighthouse: lh,
    calibration,
    backend,
    delivery: delivery ? summariseDelivery(delivery) : null,
    budgets: [],
  };
  report.budgets = BUDGETS.map((budget) => judge(budget, budget.value(report)));
  return report;
}

/**
 * What the bench gives the report of its Lighthouse runs: page id → row →
 * variant → runs, each with its figures, its round, the host's
 * benchmarkIndex before and after it, and in the calibrated row the CPU
 * multiplier.
 * @typedef {Record<string, Partial<Record<LighthouseRow, Partial<Record<LighthouseVariant, Record<string, number>[]>>>>>} LighthouseRaw
 */

/**
 * @typedef {{ all: Record<string, number>[], kept: Record<string, number>[], median: Record<string, number> | undefined }} ChosenRuns
 */

/**
 * The Lighthouse part of the report: per page and row, each variant's
 * median run among the runs on a steady host; and every run with its host.
 * @param {LighthouseRaw} raw
 * @returns {{ pages: Report['lighthouse'], calibration: Calibration }}
 */
export function summariseLighthouse(raw) {
  /** @type {Report['lighthouse']} */
  const pages = {};
  /** @type {LighthouseRun[]} */
  const runs = [];
  for (const [page, rows] of Object.entries(raw)) {
    /** @type {Partial<Record<LighthouseRow, Record<string, LighthousePair>>>} */
    const summary = {};
    pages[page] = summary;
    for (const row of LIGHTHOUSE_ROWS) {
      const variants = rows[row];
      if (!variants) continue;
      const chosen = /** @type {Record<LighthouseVariant, ChosenRuns>} */ (
        Object.fromEntries(
          LIGHTHOUSE_VARIANTS.map((variant) => {
            const all = variants[variant] ?? [];
            const { kept } = steadyRuns(all);
            return [variant, { all, kept, median: medianRun(kept) }];
          }),
        )
      );
      summary[row] = Object.fromEntries(
        LIGHTHOUSE_METRICS.map(([key]) => [key, lighthousePair(chosen, key)]),
      );
      // The 4× row is the same page loads as the calibrated one.
      if (row === 'mobile') continue;
      for (const variant of LIGHTHOUSE_VARIANTS) {
        const { all, kept, median } = chosen[variant];
        for (const run of all)
          runs.push({
            page,
            preset: row === 'desktop' ? 'desktop' : 'mobile',
            build: variant,
            round: run.round ?? NaN,
            benchmarkIndex: run.benchmarkIndex ?? NaN,
            benchmarkIndexAfter: run.benchmarkIndexAfter ?? NaN,
            driftPct: benchmarkIndexDrift(run) * 100,
            cpuMultiplier: row === 'desktop' ? NaN : (run.cpuMultiplier ?? NaN),
            kept: kept.includes(run),
            median: run === median,
          });
      }
    }
  }
  const mobile = runs.filter((r) => r.preset === 'mobile' && r.kept);
  return {
    pages,
    calibration: {
      benchmarkIndex: spread(mobile.map((r) => r.benchmarkIndex)),
      cpuMultiplier: spread(mobile.map((r) => r.cpuMultiplier)),
      maxDriftPct: MAX_BENCHMARK_INDEX_DRIFT * 100,
      runs,
    },
  };
}

/**
 * One figure of a row: the median run's value with the kept runs' range,
 * per variant.
 * @param {Record<LighthouseVariant, ChosenRuns>} chosen @param {string} key
 * @returns {LighthousePair}
 */
function lighthousePair(chosen, key) {
  /** @param {LighthouseVariant} variant @returns {Spread} */
  const of = (variant) => {
    const { kept, median } = chosen[variant];
    return {
      ...spread(kept.map((r) => r[key] ?? NaN)),
      median: median?.[key] ?? NaN,
    };
  };
  const federated = of('federated');
  const single = of('single');
  const floor = of('floor');
  return {
    federated,
    single,
    floor,
    ratio: single.median > 0 ? federated.median / single.median : NaN,
    overFloor: federated.median - floor.median,
  };
}

/**
 * The Lighthouse part alone (`npm run bench -- --only lighthouse`): its
 * figures, its hosts and its budgets.
 * @param {{ lighthouse: LighthouseRaw, [meta: string]: unknown }} input
 * @returns {LighthouseReport}
 */
export function summariseLighthouseOnly(input) {
  const { lighthouse, ...meta } = input;
  const { pages, calibration } = summariseLighthouse(lighthouse);
  return {
    meta: { ...meta, date: new Date().toISOString() },
    lighthouse: pages,
    calibration,
    budgets: LIGHTHOUSE_PAGE_BUDGETS.map((budget) =>
      judge(budget, budget.of(pages)),
    ),
  };
}

/**
 * @typedef {Pick<Report, 'meta' | 'lighthouse' | 'calibration' | 'budgets'>} LighthouseReport
 */

/**
 * A budget's verdict on its measured figure.
 * @param {{ id: string, label: string, limit: string, pass: (v: number) => boolean, unit: string, decimals?: number, text?: (v: number) => string, next?: boolean }} budget
 * @param {number} value
 * @returns {JudgedBudget}
 */
function judge(budget, value) {
  const measured = Number.isFinite(value);
  return {
    id: budget.id,
    label: budget.label,
    limit: budget.limit,
    unit: budget.unit,
    decimals:
      budget.decimals ??
      (budget.unit === '×' ? 2 : budget.unit === '%' ? 1 : 0),
    value,
    pass: measured && budget.pass(value),
    ...(budget.text && measured ? { text: budget.text(value) } : {}),
    ...(budget.next ? { next: true } : {}),
  };
}

// ---------------------------------------------------------------- delivery

/** @typedef {import('./delivery.mjs').DeliveryRaw} DeliveryRaw */
/** @typedef {import('./delivery.mjs').Variant} Variant */

/** The loads of the delivery section, in report order. */
export const DELIVERY_VARIANTS = /** @type {const} */ ([
  'plain',
  'canary',
  'withoutDelivery',
]);
/** @type {Record<Variant, string>} */
export const DELIVERY_VARIANT_LABELS = {
  plain: '无灰度',
  canary: '有灰度（候选版本）',
  withoutDelivery: '不含灰度代码的外壳',
};

/**
 * Figures of each load, in report order: key, label, unit, decimals, and
 * the divisor from the raw figure (bytes) to the unit.
 */
export const DELIVERY_METRICS = /** @type {const} */ ([
  ['requestsBeforeInteractive', '可交互前请求数', '', 0, 1],
  ['scriptBytesBeforeInteractive', '可交互前 JS 传输（压缩）', 'KB', 1, 1000],
  ['shellScriptBytesBeforeInteractive', '其中外壳 JS', 'KB', 2, 1000],
  ['mountedMs', '可交互（远程模块挂载完成）', 'ms', 0, 1],
  ['reportsAfterInteractiveMs', '上报模块请求，距可交互', 'ms', 0, 1],
  ['reportsBytes', '上报模块传输（压缩）', 'KB', 2, 1000],
]);

/**
 * @typedef {object} DeliverySummary
 * @property {string} tenant
 * @property {string} remote
 * @property {string} stable
 * @property {string} candidate
 * @property {number} share
 * @property {number} runs
 * @property {boolean} shellOlderThanSources
 * @property {Record<Variant, Record<string, Spread>>} figures
 * @property {number} firstLoadDeltaPlainBytes the shell's scripts before interactive, a tenant without a canary, minus the build without the delivery code (medians, as served)
 * @property {number} firstLoadDeltaCanaryBytes the same for a tenant with a canary
 * @property {number} firstLoadDeltaBytes the larger of the two
 * @property {number} extraRequests requests before interactive, with the canary minus without (medians)
 * @property {string[]} extraRequestPaths what the load with the canary asked for before interactive that the one without did not (first runs; the candidate's folder read as the stable one's)
 * @property {boolean} reportsAfterInteractive every load with the canary asked for the reports chunk after interactive and none before, and no load without one asked for it
 * @property {{ chunk: string, withDelivery: { file: string, bytes: number } | null, withoutDelivery: { file: string, bytes: number } | null }[]} changedFiles
 *   the shell's first-load scripts (with the canary) that the build without the delivery code lacks or has otherwise
 */

/** `bootstrap.0123456789.js` → `bootstrap`. @param {string} file */
const chunkOf = (file) => file.replace(/\.[0-9a-f]{8,}\.js$/, '');

/**
 * The shell's first-load scripts that differ between the two builds,
 * paired by chunk name (a numbered chunk of other modules has another id).
 * @param {Record<string, number>} withDelivery @param {Record<string, number>} withoutDelivery
 * @returns {DeliverySummary['changedFiles']}
 */
export function changedFiles(withDelivery, withoutDelivery) {
  /** @type {Map<string, DeliverySummary['changedFiles'][number]>} */
  const rows = new Map();
  const row = (/** @type {string} */ chunk) => {
    const found = rows.get(chunk);
    if (found) return found;
    /** @type {DeliverySummary['changedFiles'][number]} */
    const created = { chunk, withDelivery: null, withoutDelivery: null };
    rows.set(chunk, created);
    return created;
  };
  for (const [file, bytes] of Object.entries(withDelivery))
    if (!(file in withoutDelivery))
      row(chunkOf(file)).withDelivery = { file, bytes };
  for (const [file, bytes] of Object.entries(withoutDelivery))
    if (!(file in withDelivery))
      row(chunkOf(file)).withoutDelivery = { file, bytes };
  return [...rows.values()];
}

/**
 * Requests of the load with the canary before interactive that the load
 * without it did not make, as many times as they were more.
 * @param {DeliveryRaw} raw
 */
export function extraRequestPaths(raw) {
  const candidate = `/${raw.candidate}/`;
  const left = [...raw.requestsBeforeInteractive.plain];
  const extra = [];
  for (const p of raw.requestsBeforeInteractive.canary) {
    const asStable = p.replace(candidate, `/${raw.stable}/`);
    const at = left.indexOf(asStable);
    if (at >= 0) left.splice(at, 1);
    else extra.push(p);
  }
  return extra;
}

/** @param {DeliveryRaw} raw @returns {DeliverySummary} */
export function summariseDelivery(raw) {
  /** @type {Record<Variant, Record<string, Spread>>} */
  const figures = { plain: {}, canary: {}, withoutDelivery: {} };
  for (const variant of DELIVERY_VARIANTS)
    for (const [key] of DELIVERY_METRICS)
      figures[variant][key] = spread(
        raw.runs[variant].map((r) => r[key] ?? NaN),
      );
  /** @param {Variant} variant @param {string} key */
  const median = (variant, key) => figures[variant][key]?.median ?? NaN;
  const shell = 'shellScriptBytesBeforeInteractive';
  const plainDelta = median('plain', shell) - median('withoutDelivery', shell);
  const canaryDelta =
    median('canary', shell) - median('withoutDelivery', shell);
  const canaryRuns = raw.runs.canary;
  return {
    tenant: raw.tenant,
    remote: raw.remote,
    stable: raw.stable,
    candidate: raw.candidate,
    share: raw.share,
    runs: Math.max(...DELIVERY_VARIANTS.map((v) => raw.runs[v].length)),
    shellOlderThanSources: raw.shellOlderThanSources,
    figures,
    firstLoadDeltaPlainBytes: plainDelta,
    firstLoadDeltaCanaryBytes: canaryDelta,
    firstLoadDeltaBytes: Math.max(plainDelta, canaryDelta),
    extraRequests:
      median('canary', 'requestsBeforeInteractive') -
      median('plain', 'requestsBeforeInteractive'),
    extraRequestPaths: extraRequestPaths(raw),
    reportsAfterInteractive:
      canaryRuns.length > 0 &&
      canaryRuns.every(
        (r) =>
          r.reportsRequested === 1 &&
          r.reportsBeforeInteractive === 0 &&
          (r.reportsAfterInteractiveMs ?? NaN) > 0,
      ) &&
      [...raw.runs.plain, ...raw.runs.withoutDelivery].every(
        (r) => r.reportsRequested === 0,
      ),
    changedFiles: changedFiles(
      raw.shellFiles.canary,
      raw.shellFiles.withoutDelivery,
    ),
  };
}

/** @param {number} value @param {number} [decimals] */
function fmt(value, decimals = 0) {
  return Number.isFinite(value) ? value.toFixed(decimals) : '—';
}

/** @param {Spread} s @param {number} decimals */
function cell(s, decimals) {
  if (!Number.isFinite(s.median)) return '—';
  return s.n > 1
    ? `${fmt(s.median, decimals)} (${fmt(s.min, decimals)}–${fmt(s.max, decimals)})`
    : fmt(s.median, decimals);
}

/** A row of the budget table. @param {JudgedBudget} b */
const budgetRow = (b) =>
  `| ${b.label} | ${b.limit}${b.next ? '（下一议题）' : ''} | ${b.text ?? `${fmt(b.value, b.decimals)}${b.unit && Number.isFinite(b.value) ? ` ${b.unit}` : ''}`} | ${b.pass ? '通过' : b.next ? '未达（下一议题的目标）' : '**未达**'} |`;

/** @param {number} ratio */
const ratioCell = (ratio) => (Number.isFinite(ratio) ? ratio.toFixed(2) : '—');

/**
 * The host line above the Lighthouse table: what the calibrated row was
 * computed with.
 * @param {Calibration} c
 */
function calibrationLine(c) {
  const m = c.cpuMultiplier;
  const multipliers =
    m.n === 0
      ? '—'
      : m.min === m.max
        ? fmt(m.min, 1)
        : `${fmt(m.min, 1)}–${fmt(m.max, 1)}`;
  const mobile = c.runs.filter((r) => r.preset === 'mobile');
  const dropped = mobile.filter((r) => !r.kept).length;
  return `本机 benchmarkIndex 中位数 ${fmt(c.benchmarkIndex.median)}（保留的 ${c.benchmarkIndex.n} 次手机预设运行；共 ${mobile.length} 次，剔除 ${dropped} 次），校准后的 CPU 倍数 ${multipliers}（手机预设固定为 4）。`;
}

/**
 * One run in the host table: benchmarkIndex before → after and the
 * multiplier; the median run in bold, a dropped one struck through with
 * its drift.
 * @param {LighthouseRun} r
 */
function runCell(r) {
  const host = `${fmt(r.benchmarkIndex)}→${fmt(r.benchmarkIndexAfter)}`;
  if (!r.kept) {
    const drift = Number.isFinite(r.driftPct)
      ? `${r.benchmarkIndexAfter > r.benchmarkIndex ? '+' : '−'}${fmt(Math.abs(r.driftPct), 1)} %`
      : '未测得';
    return `~~${host}~~（${drift}，剔除）`;
  }
  const text = `${host}（${fmt(r.cpuMultiplier, 1)}×）`;
  return r.median ? `**${text}**` : text;
}

/**
 * The Lighthouse section: the figures of each row's median run, the pages
 * beside their floors, and the host of every run.
 * @param {Pick<Report, 'meta' | 'lighthouse' | 'calibration'>} report
 */
function lighthouseLines(report) {
  const lines = [];
  const { meta, calibration } = report;
  lines.push(
    `## Lighthouse（桌面预设与手机预设，每项 ${String(meta.lighthouseRuns)} 轮，取中位运行；无障碍只在桌面预设评分）`,
  );
  lines.push('');
  lines.push(calibrationLine(calibration));
  lines.push('');
  lines.push(
    `“${PRESET_LABELS.mobileCalibrated}”：同一次页面加载，用 Lighthouse 的 CPU 节流计算器（docs/throttling.md）按该次运行的 benchmarkIndex 得出的 CPU 倍数再评一次分（150–800：1 + (BI − 150) ÷ 650；800–1300：2 + (BI − 800) ÷ 500；1300 以上：3 + (BI − 1300) ÷ 233；限 ${CPU_MULTIPLIER_RANGE[0]}–${CPU_MULTIPLIER_RANGE[1]} 倍），模拟手机预设本意的中端手机；手机的目标按此行判定，固定 4× 的一行只供参考。`,
  );
  lines.push('');
  lines.push(
    `每次运行前后各测一次 benchmarkIndex（前：Lighthouse 自己测的；后：运行结束后在同一浏览器里用 Lighthouse 的同一段测量代码再测），前后相差超过 ${fmt(calibration.maxDriftPct)} % 的运行剔除。每行取 Lighthouse 的 computeMedianRun 在保留的运行中选出的中位运行（FCP 与 TTI 最接近各自中位数的一次），列出它的各项数值，括号内为保留运行的最小–最大；比值 = 联邦 ÷ 单包。“${LIGHTHOUSE_VARIANT_LABELS.floor}”：同一页面渲染完成后的首屏 DOM 存为不含脚本的静态 HTML（保留样式），由联邦构建的同一站点服务器提供；“联邦 − 下限”是页面的脚本让首屏多花的时间。`,
  );
  lines.push('');
  lines.push(
    `| 页面 | 预设 | 指标 | 联邦 | 单包 | 比值 | ${LIGHTHOUSE_VARIANT_LABELS.floor} | 联邦 − 下限 |`,
  );
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const [page, presets] of Object.entries(report.lighthouse)) {
    for (const row of LIGHTHOUSE_ROWS) {
      const figures = presets[row];
      if (!figures) continue;
      for (const [key, label, unit, decimals] of LIGHTHOUSE_METRICS) {
        const p = figures[key];
        if (!p || p.federated.n + p.single.n + p.floor.n === 0) continue;
        lines.push(
          `| ${PAGE_LABELS[page] ?? page} | ${PRESET_LABELS[row]} | ${label}${unit ? ` (${unit})` : ''} | ${cell(p.federated, decimals)} | ${cell(p.single, decimals)} | ${ratioCell(p.ratio)} | ${cell(p.floor, decimals)} | ${fmt(p.overFloor, decimals)} |`,
        );
      }
    }
  }
  lines.push('');
  lines.push(
    `**${PRESET_LABELS.mobileCalibrated}的首屏**（中位运行，ms；CLS 无单位）：`,
  );
  lines.push('');
  lines.push(
    '| 页面 | LCP 联邦 | LCP 单包 | LCP 静态下限页 | LCP 联邦 − 下限 | FCP 联邦 | TBT 联邦 | CLS 联邦 |',
  );
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const [page, presets] of Object.entries(report.lighthouse)) {
    const f = presets.mobileCalibrated;
    if (!f) continue;
    /** @param {string} key @param {LighthouseVariant} variant */
    const v = (key, variant) => f[key]?.[variant].median ?? NaN;
    lines.push(
      `| ${PAGE_LABELS[page] ?? page} | ${fmt(v('lcpMs', 'federated'))} | ${fmt(v('lcpMs', 'single'))} | ${fmt(v('lcpMs', 'floor'))} | ${fmt(f.lcpMs?.overFloor ?? NaN)} | ${fmt(v('fcpMs', 'federated'))} | ${fmt(v('tbtMs', 'federated'))} | ${fmt(v('cls', 'federated'), 3)} |`,
    );
  }
  lines.push('');
  lines.push(
    '**每次运行的主机**（benchmarkIndex 运行前→运行后，校准后的 CPU 倍数；按轮次；粗体为中位运行，删除线为剔除的运行）：',
  );
  lines.push('');
  lines.push('| 页面 | 构建 | 手机预设各轮 | 手机剔除 | 桌面剔除 |');
  lines.push('|---|---|---|---|---|');
  for (const page of Object.keys(report.lighthouse)) {
    for (const build of LIGHTHOUSE_VARIANTS) {
      const of = (/** @type {Preset} */ preset) =>
        calibration.runs
          .filter(
            (r) => r.page === page && r.build === build && r.preset === preset,
          )
          .sort((a, b) => a.round - b.round);
      const mobile = of('mobile');
      const desktop = of('desktop');
      if (mobile.length + desktop.length === 0) continue;
      lines.push(
        `| ${PAGE_LABELS[page] ?? page} | ${LIGHTHOUSE_VARIANT_LABELS[build]} | ${mobile.map(runCell).join('；') || '—'} | ${mobile.filter((r) => !r.kept).length} / ${mobile.length} | ${desktop.filter((r) => !r.kept).length} / ${desktop.length} |`,
      );
    }
  }
  lines.push('');
  return lines;
}

/**
 * The Lighthouse part alone (`npm run bench -- --only lighthouse`): its
 * budgets, then its figures.
 * @param {LighthouseReport} report
 */
export function renderLighthouse(report) {
  const meta = report.meta;
  const lines = [
    '# 性能基准：Lighthouse（--only lighthouse）',
    '',
    `${String(meta.date)}；${String(meta.machine)}；${meta.quick ? '快速模式（--quick）；' : ''}每项 ${String(meta.lighthouseRuns)} 轮，联邦、单包与静态下限页交替测量。用时 ${String(meta.durationS)} s。`,
    '',
    '## 预算',
    '',
    '| 预算 | 目标 | 实测 | 结果 |',
    '|---|---|---|---|',
    ...report.budgets.map(budgetRow),
    '',
    ...lighthouseLines(report),
  ];
  return `${lines.join('\n')}\n`;
}

/** @param {Report} report @returns {string} */
export function renderMarkdown(report) {
  const lines = [];
  const meta = report.meta;
  lines.push('# 性能基准：联邦构建 对比 单包构建');
  lines.push('');
  lines.push(
    `${String(meta.date)}；${String(meta.machine)}；${meta.quick ? '快速模式（--quick）；' : ''}页面与导航每项 ${String(meta.runs)} 轮、Lighthouse 每项 ${String(meta.lighthouseRuns)} 轮，取中位数（Lighthouse 取中位运行；括号内为最小–最大），联邦与单包交替测量；比值 = 联邦 ÷ 单包。用时 ${String(meta.durationS)} s。`,
  );
  lines.push('');
  lines.push('## 预算');
  lines.push('');
  lines.push('| 预算 | 目标 | 实测 | 结果 |');
  lines.push('|---|---|---|---|');
  for (const b of report.budgets) lines.push(budgetRow(b));
  lines.push('');
  lines.push('## 页面冷加载（禁用缓存）');
  lines.push('');
  lines.push('| 页面 | 指标 | 联邦 | 单包 | 比值 |');
  lines.push('|---|---|---|---|---|');
  for (const [id, metrics] of Object.entries(report.pages)) {
    for (const [key, label, unit, decimals] of PAGE_METRICS) {
      const p = metrics[key];
      if (!p) continue;
      lines.push(
        `| ${PAGE_LABELS[id] ?? id} | ${label}${unit ? ` (${unit})` : ''} | ${cell(p.federated, decimals)} | ${cell(p.single, decimals)} | ${ratioCell(p.ratio)} |`,
      );
    }
  }
  lines.push('');
  lines.push(
    '**联邦开销**（联邦减单包的 JS 压缩正文，中位数；% 为占单包的比例）：',
  );
  lines.push('');
  lines.push('| 页面 | KB | % |');
  lines.push('|---|---|---|');
  for (const id of Object.keys(report.pages)) {
    if (!report.pages[id]?.jsKiB) continue;
    lines.push(
      `| ${PAGE_LABELS[id] ?? id} | ${fmt(federationOverheadKB(report, id), 1)} | ${fmt(federationOverheadPct(report, id), 1)} |`,
    );
  }
  lines.push('');
  lines.push('## 导航、内存、单例');
  lines.push('');
  lines.push('| 指标 | 联邦 | 单包 | 比值 |');
  lines.push('|---|---|---|---|');
  const nav = report.navigation;
  lines.push(
    `| 首次进入学习中心，点击到挂载（悬停 150 ms 后点击） (ms) | ${cell(nav.firstVisitMs.federated, 0)} | ${cell(nav.firstVisitMs.single, 0)} | ${ratioCell(nav.firstVisitMs.ratio)} |`,
  );
  lines.push(
    `| 首页⇄学习中心（已缓存），点击到挂载 (ms) | ${cell(nav.warmMs.federated, 0)} | ${cell(nav.warmMs.single, 0)} | ${ratioCell(nav.warmMs.ratio)} |`,
  );
  const h = report.heap;
  lines.push(
    `| JS 堆：第 1 次往返后 (MiB) | ${fmt(h.federated.heapAfterFirstMiB ?? NaN, 1)} | ${fmt(h.single.heapAfterFirstMiB ?? NaN, 1)} | ${ratioCell((h.federated.heapAfterFirstMiB ?? NaN) / (h.single.heapAfterFirstMiB ?? NaN))} |`,
  );
  lines.push(
    `| JS 堆：第 ${String(meta.roundTrips)} 次往返后 (MiB) | ${fmt(h.federated.heapAfterAllMiB ?? NaN, 1)} | ${fmt(h.single.heapAfterAllMiB ?? NaN, 1)} | ${ratioCell((h.federated.heapAfterAllMiB ?? NaN) / (h.single.heapAfterAllMiB ?? NaN))} |`,
  );
  lines.push(
    `| 堆增长 (%) | ${fmt(h.federated.heapGrowthPct ?? NaN, 1)} | ${fmt(h.single.heapGrowthPct ?? NaN, 1)} | |`,
  );
  lines.push(
    `| 其中编译代码（JIT、字节码）增长 (MiB) | ${fmt(h.federated.codeGrowthMiB ?? NaN, 1)} | ${fmt(h.single.codeGrowthMiB ?? NaN, 1)} | |`,
  );
  lines.push(
    `| 堆增长，不含编译代码 (%) | ${fmt(h.federated.dataGrowthPct ?? NaN, 1)} | ${fmt(h.single.dataGrowthPct ?? NaN, 1)} | |`,
  );
  for (const lib of Object.keys(report.singletons.federated)) {
    lines.push(
      `| ${lib} 副本数 | ${fmt(report.singletons.federated[lib] ?? NaN)} | ${fmt(report.singletons.single[lib] ?? NaN)} | |`,
    );
  }
  lines.push('');
  if (report.delivery) lines.push(...deliveryLines(report.delivery));
  lines.push(...lighthouseLines(report));
  lines.push('## 模拟后端（autocannon，50 并发）');
  lines.push('');
  lines.push('| 接口 | 次/秒 | p99 (ms) | 错误 |');
  lines.push('|---|---|---|---|');
  for (const b of report.backend) {
    lines.push(
      `| ${b.id}${b.write ? '（写）' : ''} | ${fmt(b.requestsPerSecond)} | ${fmt(b.p99Ms)} | ${fmt(b.errors)} |`,
    );
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}

/**
 * The delivery section of the report: its loads side by side, what the
 * delivery code adds to the shell's first-load scripts, file by file.
 * @param {DeliverySummary} d
 */
function deliveryLines(d) {
  const lines = [];
  lines.push(`## 灰度发布（/index 访客冷加载，租户 ${d.tenant}）`);
  lines.push('');
  lines.push(
    `${d.remote} ${d.stable} 灰度到候选版本 ${d.candidate}（稳定版本构建的副本），比例 ${fmt(d.share)} %，本浏览器用运维的版本固定 Cookie 走候选版本；“${DELIVERY_VARIANT_LABELS.withoutDelivery}”是去掉外壳启动中灰度代码的测量用构建，远程模块相同。可交互 = 远程模块挂载完成；每项 ${fmt(d.runs)} 轮中位数（括号内为最小–最大）；KB = 1000 字节。`,
  );
  if (d.shellOlderThanSources) {
    lines.push('');
    lines.push(
      '注意：dist/ 的外壳构建早于源码的最后修改（--no-build），与测量用构建可能不是同一份源码。',
    );
  }
  lines.push('');
  lines.push(
    `| 指标 | ${DELIVERY_VARIANTS.map((v) => DELIVERY_VARIANT_LABELS[v]).join(' | ')} |`,
  );
  lines.push(`|---|${DELIVERY_VARIANTS.map(() => '---').join('|')}|`);
  for (const [key, label, unit, decimals, divisor] of DELIVERY_METRICS) {
    const cells = DELIVERY_VARIANTS.map((variant) => {
      const s = d.figures[variant][key];
      if (!s || !Number.isFinite(s.median))
        return key.startsWith('reports') ? '未加载' : '—';
      return cell(
        {
          ...s,
          median: s.median / divisor,
          min: s.min / divisor,
          max: s.max / divisor,
        },
        decimals,
      );
    });
    lines.push(
      `| ${label}${unit ? ` (${unit})` : ''} | ${cells.join(' | ')} |`,
    );
  }
  lines.push('');
  if (d.extraRequestPaths.length > 0) {
    lines.push(
      `有灰度时可交互前多出的请求：${d.extraRequestPaths.map((p) => `\`${p}\``).join('、')}。`,
    );
    lines.push('');
  }
  lines.push(
    `外壳可交互前的 JS 比测量用构建多（压缩，按实际传输）：无灰度租户 ${fmt(d.firstLoadDeltaPlainBytes)} B，灰度租户 ${fmt(d.firstLoadDeltaCanaryBytes)} B。不同的文件：`,
  );
  lines.push('');
  lines.push('| 文件 | 含灰度代码 (B) | 不含 (B) |');
  lines.push('|---|---|---|');
  for (const f of d.changedFiles)
    lines.push(
      `| ${f.withDelivery && f.withoutDelivery ? f.chunk : (f.withDelivery ?? f.withoutDelivery)?.file} | ${f.withDelivery ? fmt(f.withDelivery.bytes) : '—'} | ${f.withoutDelivery ? fmt(f.withoutDelivery.bytes) : '—'} |`,
    );
  lines.push('');
  return lines;
}

/**
 * The delivery section alone (`npm run bench -- --only delivery`): its
 * budgets, then its figures.
 * @param {DeliverySummary} d
 */
export function renderDelivery(d) {
  const lines = [
    '## 预算',
    '',
    '| 预算 | 目标 | 实测 | 结果 |',
    '|---|---|---|---|',
  ];
  for (const budget of DELIVERY_BUDGETS)
    lines.push(budgetRow(judge(budget, budget.of(d))));
  lines.push('');
  return `${[...lines, ...deliveryLines(d)].join('\n')}\n`;
}
