import type {
  GatePolicy,
  RemoteMap,
  ReportBatch,
  VersionFigures,
} from '@portal/shared/contracts';
import {
  BUCKETS,
  bucketOf,
  chooseVersion,
  decideGate,
  DEFAULT_GATE_POLICY,
  isReportableRoute,
  parseReportBatch,
  percentile,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  runsCandidate,
  versionOfEntry,
} from './index';

/** mulberry32: a small seeded PRNG, so the population is the same every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` device fingerprints shaped like the real ones: 32 hex characters. */
function fingerprints(count: number, seed = 20240601): string[] {
  const next = seeded(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join(
      '',
    ),
  );
}

const POPULATION = fingerprints(10_000);

const shareOnCandidate = (remote: string, share: number) =>
  POPULATION.filter((fp) => runsCandidate(bucketOf(fp, remote), share)).length /
  POPULATION.length;

const MAP: RemoteMap = {
  tenantId: '001.001',
  remotes: {
    mf_home: '/mf-home/1.0.0/mf-manifest.json',
    mf_exams: '/mf-exams/1.0.0/mf-manifest.json',
  },
  canaries: {
    mf_home: { version: '1.1.0', share: 10, startedAt: '2026-01-05T08:00:00Z' },
  },
};

const withCanary = (share: number, version = '1.1.0'): RemoteMap => ({
  ...MAP,
  canaries: {
    mf_home: { version, share, startedAt: '2026-01-05T08:00:00Z' },
  },
});

describe('bucketOf', () => {
  it.each([
    ['0123456789abcdef0123456789abcdef', 'mf_home', 8065],
    ['0123456789abcdef0123456789abcdef', 'mf_exams', 1844],
    ['ffffffffffffffffffffffffffffffff', 'mf_home', 1976],
    ['设备-é-😀', 'mf_home', 406],
    ['', '', 4203],
  ])(
    'puts %j on %j into bucket %i (FNV-1a of the UTF-8, fmix32; a change reshuffles every learner)',
    (fingerprint, remote, bucket) => {
      expect(bucketOf(fingerprint, remote)).toBe(bucket);
    },
  );

  it('gives the same bucket on every call', () => {
    for (const fp of POPULATION.slice(0, 200)) {
      expect(bucketOf(fp, 'mf_home')).toBe(bucketOf(fp, 'mf_home'));
    }
  });

  it('stays within [0, BUCKETS) and uses every tenth of them evenly', () => {
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const fp of POPULATION) {
      const bucket = bucketOf(fp, 'mf_home');
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(BUCKETS);
      const tenth = Math.floor(bucket / (BUCKETS / 10));
      tenths[tenth] = (tenths[tenth] ?? 0) + 1;
    }
    for (const count of tenths) {
      expect(Math.abs(count / POPULATION.length - 0.1)).toBeLessThan(0.015);
    }
  });

  it('keeps the fingerprint and the remote apart (NUL between them)', () => {
    expect(bucketOf('ab', 'c')).not.toBe(bucketOf('a', 'bc'));
  });

  it('assigns each remote independently of the others', () => {
    const home = POPULATION.map((fp) =>
      runsCandidate(bucketOf(fp, 'mf_home'), 50),
    );
    const exams = POPULATION.map((fp) =>
      runsCandidate(bucketOf(fp, 'mf_exams'), 50),
    );
    const both = home.filter((onHome, i) => onHome && exams[i]).length;
    // Independent halves overlap on a quarter; the same split would be a half.
    expect(Math.abs(both / POPULATION.length - 0.25)).toBeLessThan(0.02);
  });
});

describe('runsCandidate', () => {
  it.each([1, 10, 50])(
    'puts %i %% of 10,000 fingerprints on the candidate (±2 points)',
    (share) => {
      expect(
        Math.abs(shareOnCandidate('mf_home', share) - share / 100),
      ).toBeLessThan(0.02);
    },
  );

  it('puts nobody there at 0 % and everybody at 100 %', () => {
    expect(shareOnCandidate('mf_home', 0)).toBe(0);
    expect(shareOnCandidate('mf_home', 100)).toBe(1);
  });

  it('keeps everyone already on the candidate there as the share steps up', () => {
    const steps = [1, 10, 50, 100];
    for (const fp of POPULATION) {
      const bucket = bucketOf(fp, 'mf_home');
      const on = steps.map((share) => runsCandidate(bucket, share));
      on.slice(1).forEach((now, i) => {
        if (on[i]) expect(now).toBe(true);
      });
    }
  });

  it('draws the line at share × 100 buckets', () => {
    expect(runsCandidate(999, 10)).toBe(true);
    expect(runsCandidate(1000, 10)).toBe(false);
    expect(runsCandidate(0, 0)).toBe(false);
    expect(runsCandidate(9999, 100)).toBe(true);
  });
});

describe('chooseVersion', () => {
  const onCandidate = POPULATION.find(
    (fp) => bucketOf(fp, 'mf_home') < 1000,
  ) as string;
  const onStable = POPULATION.find(
    (fp) => bucketOf(fp, 'mf_home') >= 1000,
  ) as string;

  const stable = {
    track: 'stable',
    version: '1.0.0',
    entry: '/mf-home/1.0.0/mf-manifest.json',
  };
  const candidate = {
    track: 'candidate',
    version: '1.1.0',
    entry: '/mf-home/1.1.0/mf-manifest.json',
  };

  it('gives a learner whose bucket is within the share the candidate', () => {
    expect(chooseVersion(MAP, 'mf_home', onCandidate)).toEqual(candidate);
    expect(chooseVersion(MAP, 'mf_home', onStable)).toEqual(stable);
  });

  it('gives the same answer on every call', () => {
    for (const fp of POPULATION.slice(0, 100)) {
      expect(chooseVersion(MAP, 'mf_home', fp)).toEqual(
        chooseVersion(MAP, 'mf_home', fp),
      );
    }
  });

  it('gives the stable version of a remote without a canary', () => {
    expect(chooseVersion(MAP, 'mf_exams', onCandidate)).toEqual({
      track: 'stable',
      version: '1.0.0',
      entry: '/mf-exams/1.0.0/mf-manifest.json',
    });
    expect(
      chooseVersion({ ...MAP, canaries: undefined }, 'mf_home', onCandidate),
    ).toEqual(stable);
  });

  it("lets an operator's pin win over the share", () => {
    expect(chooseVersion(MAP, 'mf_home', onStable, 'candidate')).toEqual(
      candidate,
    );
    expect(chooseVersion(MAP, 'mf_home', onCandidate, 'stable')).toEqual(
      stable,
    );
    expect(
      chooseVersion(withCanary(0), 'mf_home', onStable, 'candidate'),
    ).toEqual(candidate);
  });

  it('gives a pin to the candidate the stable version when there is no canary', () => {
    expect(chooseVersion(MAP, 'mf_exams', onStable, 'candidate')?.track).toBe(
      'stable',
    );
  });

  it('follows the share: nobody at 0, everybody at 100', () => {
    expect(chooseVersion(withCanary(0), 'mf_home', onCandidate)).toEqual(
      stable,
    );
    expect(chooseVersion(withCanary(100), 'mf_home', onStable)).toEqual(
      candidate,
    );
  });

  it.each([
    ['a version that is not a folder name', withCanary(100, '../../evil')],
    ['a version with a slash', withCanary(100, '1.1.0/x')],
    ['the stable version itself', withCanary(100, '1.0.0')],
    ['a share that is not a number', withCanary(Number.NaN)],
  ])('treats a canary with %s as none', (_, map) => {
    expect(chooseVersion(map, 'mf_home', onCandidate, 'candidate')).toEqual(
      stable,
    );
  });

  it('keeps a stable URL of another layout, version unknown, and runs no canary', () => {
    const map = {
      ...withCanary(100),
      remotes: { mf_home: 'https://cdn.example/home/remoteEntry.js' },
    };
    expect(chooseVersion(map, 'mf_home', onCandidate)).toEqual({
      track: 'stable',
      version: null,
      entry: 'https://cdn.example/home/remoteEntry.js',
    });
  });

  it('answers null for a remote the map does not name', () => {
    expect(chooseVersion(MAP, 'mf_projects', onCandidate)).toBeNull();
  });

  it('reads the version folder of a manifest URL', () => {
    expect(versionOfEntry('/mf-home/1.2.3-rc.1/mf-manifest.json')).toBe(
      '1.2.3-rc.1',
    );
    expect(versionOfEntry('/mf-home/remoteEntry.js')).toBeNull();
  });
});

describe('percentile', () => {
  it('takes the nearest rank, always one of the values', () => {
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3);
    expect(percentile([4, 1, 3, 2, 5], 0.75)).toBe(4);
    expect(percentile([2500], 0.75)).toBe(2500);
    expect(percentile([10, 20, 30], 0)).toBe(10);
    expect(percentile([10, 20, 30], 1)).toBe(30);
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    percentile(values, 0.5);
    expect(values).toEqual([3, 1, 2]);
  });

  it('has no value for no values', () => {
    expect(percentile([], 0.75)).toBeNull();
  });
});

describe('decideGate', () => {
  const figures = (more: Partial<VersionFigures> = {}): VersionFigures => ({
    version: '1.0.0',
    sessions: 1000,
    loadFailureSessions: 10,
    errorSessions: 20,
    lcpP75: 2500,
    lcpSamples: 900,
    ...more,
  });
  const STABLE = figures();
  const CANDIDATE = figures({ version: '1.1.0' });
  const POLICY: GatePolicy = {
    ...DEFAULT_GATE_POLICY,
    minSessions: 100,
    maxLoadFailureRateIncrease: 0.02,
    maxErrorRateIncrease: 0.02,
    maxLcpP75Ratio: 1.2,
    steps: [10, 50, 100],
    onHealthy: 'step',
  };

  it('carries the figures and the share it decided on', () => {
    expect(decideGate(STABLE, CANDIDATE, 10, POLICY).basis).toEqual({
      stable: STABLE,
      candidate: CANDIDATE,
      share: 10,
    });
  });

  it.each([
    ['the stable side', figures({ sessions: 99 }), CANDIDATE],
    ['the candidate side', STABLE, figures({ version: '1.1.0', sessions: 99 })],
  ])('waits while %s has fewer than minSessions', (_, stable, candidate) => {
    const decision = decideGate(stable, candidate, 10, POLICY);
    expect(decision.kind).toBe('wait');
    expect(decision.kind === 'wait' && decision.reason).toContain('会话数不足');
  });

  it('waits when the few sessions look bad, but not fail-fast bad', () => {
    const worse = figures({ sessions: 50, loadFailureSessions: 20 });
    expect(decideGate(STABLE, worse, 10, POLICY).kind).toBe('wait');
    const fewer = figures({ sessions: 19, loadFailureSessions: 19 });
    expect(decideGate(STABLE, fewer, 10, POLICY).kind).toBe('wait');
  });

  it('rolls back before the minimum a candidate failing half its sessions', () => {
    const failing = figures({
      sessions: 20,
      loadFailureSessions: 0,
      errorSessions: 10,
    });
    const decision = decideGate(STABLE, failing, 10, POLICY);
    expect(decision).toMatchObject({
      kind: 'rollback',
      reasons: [{ rule: 'error-rate', candidate: 0.5, limit: 0.5 }],
    });
    if (decision.kind === 'rollback')
      expect(decision.reasons[0]?.message).toBe(
        '候选版本页面错误率 50.0%（20 个会话），达到立即回滚的 50.0%',
      );
    // Not when the stable version fails alike (the backend is down), nor
    // when the tenant turned it off.
    const outage = figures({
      sessions: 20,
      loadFailureSessions: 0,
      errorSessions: 10,
    });
    expect(decideGate(outage, failing, 10, POLICY).kind).toBe('wait');
    expect(
      decideGate(STABLE, failing, 10, { ...POLICY, failFastRate: 2 }).kind,
    ).toBe('wait');
  });

  it('decides from exactly minSessions on', () => {
    const at = figures({
      sessions: 100,
      loadFailureSessions: 1,
      errorSessions: 2,
    });
    expect(decideGate(at, at, 10, POLICY).kind).toBe('step');
  });

  it('waits with no session at all, even for a policy asking for none', () => {
    const none = figures({
      sessions: 0,
      loadFailureSessions: 0,
      errorSessions: 0,
    });
    expect(decideGate(none, none, 10, { ...POLICY, minSessions: 0 }).kind).toBe(
      'wait',
    );
  });

  const rollbackRules = (candidate: VersionFigures, stable = STABLE) => {
    const decision = decideGate(stable, candidate, 10, POLICY);
    return decision.kind === 'rollback'
      ? decision.reasons.map((reason) => reason.rule)
      : decision.kind;
  };

  it('rolls back on a load-failure rate more than the allowed points higher', () => {
    // 1 % on stable, 3.1 % on the candidate.
    expect(rollbackRules(figures({ loadFailureSessions: 31 }))).toEqual([
      'load-failure-rate',
    ]);
  });

  it('rolls back on an error rate more than the allowed points higher', () => {
    expect(rollbackRules(figures({ errorSessions: 41 }))).toEqual([
      'error-rate',
    ]);
  });

  it('rolls back on an LCP p75 more than the allowed ratio of the stable one', () => {
    expect(rollbackRules(figures({ lcpP75: 3001 }))).toEqual(['lcp-p75']);
  });

  it('lists every broken rule, with the values compared', () => {
    const decision = decideGate(
      STABLE,
      figures({ loadFailureSessions: 100, errorSessions: 100, lcpP75: 5000 }),
      10,
      POLICY,
    );
    expect(decision.kind).toBe('rollback');
    if (decision.kind !== 'rollback') return;
    expect(decision.reasons.map((reason) => reason.rule)).toEqual([
      'load-failure-rate',
      'error-rate',
      'lcp-p75',
    ]);
    expect(decision.reasons[0]).toMatchObject({
      stable: 0.01,
      candidate: 0.1,
      limit: 0.03,
    });
    expect(decision.reasons[0]?.message).toContain('加载失败率');
    expect(decision.reasons[2]).toMatchObject({
      stable: 2500,
      candidate: 5000,
      limit: 3000,
    });
  });

  it('compares rates, not counts: more sessions with as many events is fine', () => {
    expect(
      rollbackRules(
        figures({ sessions: 4000, loadFailureSessions: 40, errorSessions: 80 }),
      ),
    ).toBe('step');
  });

  it.each([
    ['the candidate', figures({ lcpP75: null, lcpSamples: 0 }), STABLE],
    [
      'the stable version',
      figures({ lcpP75: 9000 }),
      figures({ lcpP75: null, lcpSamples: 0 }),
    ],
  ])('skips the LCP rule when %s has no LCP sample', (_, candidate, stable) => {
    expect(rollbackRules(candidate, stable)).toBe('step');
  });

  it.each([
    [
      'a load-failure rate exactly 2 points higher',
      { loadFailureSessions: 30 },
    ],
    ['an error rate exactly 2 points higher', { errorSessions: 40 }],
    ['an LCP p75 exactly 1.2 times', { lcpP75: 3000 }],
  ])('counts %s as healthy', (_, more) => {
    expect(rollbackRules(figures(more))).toBe('step');
  });

  it('counts exactly 2 points as healthy from rates whose difference rounds up', () => {
    // 0.07 - 0.05 is 0.020000000000000004 in floating point.
    const stable = figures({ sessions: 100, loadFailureSessions: 5 });
    const candidate = figures({ sessions: 100, loadFailureSessions: 7 });
    expect(rollbackRules(candidate, stable)).toBe('step');
  });

  it('steps 10 → 50, then promotes from 50 (the next step is 100)', () => {
    expect(decideGate(STABLE, CANDIDATE, 10, POLICY)).toMatchObject({
      kind: 'step',
      share: 50,
    });
    expect(decideGate(STABLE, CANDIDATE, 50, POLICY).kind).toBe('promote');
  });

  it('steps to the next share above one that is not a step', () => {
    expect(decideGate(STABLE, CANDIDATE, 20, POLICY)).toMatchObject({
      kind: 'step',
      share: 50,
    });
    expect(decideGate(STABLE, CANDIDATE, 1, POLICY)).toMatchObject({
      kind: 'step',
      share: 10,
    });
  });

  it('promotes at the last step, or past it', () => {
    const steps = { ...POLICY, steps: [5, 25, 60] };
    expect(decideGate(STABLE, CANDIDATE, 25, steps)).toMatchObject({
      kind: 'step',
      share: 60,
    });
    expect(decideGate(STABLE, CANDIDATE, 60, steps).kind).toBe('promote');
    expect(decideGate(STABLE, CANDIDATE, 100, POLICY).kind).toBe('promote');
  });

  it("leaves a healthy candidate to a human under onHealthy 'wait'", () => {
    expect(
      decideGate(STABLE, CANDIDATE, 10, { ...POLICY, onHealthy: 'wait' }).kind,
    ).toBe('healthy-waiting');
  });

  it("still rolls back under onHealthy 'wait'", () => {
    expect(
      decideGate(STABLE, figures({ errorSessions: 500 }), 10, {
        ...POLICY,
        onHealthy: 'wait',
      }).kind,
    ).toBe('rollback');
  });

  it('has a default policy that steps 10 → 50 → 100', () => {
    expect(DEFAULT_GATE_POLICY).toMatchObject({
      steps: [10, 50, 100],
      onHealthy: 'step',
    });
    expect(Object.isFrozen(DEFAULT_GATE_POLICY)).toBe(true);
  });
});

describe('parseReportBatch', () => {
  const SESSION = 'a'.repeat(64);
  const report = (more: Record<string, unknown> = {}) => ({
    kind: 'load-failure',
    remote: 'mf_home',
    version: '1.1.0',
    route: '/home',
    at: 1_767_600_000_000,
    ...more,
  });
  const vital = (more: Record<string, unknown> = {}) =>
    report({ kind: 'vital', metric: 'LCP', value: 2400, ...more });
  const batch = (more: Record<string, unknown> = {}) => ({
    tenantId: '001.001',
    session: SESSION,
    reports: [
      report(),
      report({ kind: 'load-timeout' }),
      report({ kind: 'page-error', route: '/course/detail' }),
      vital(),
      vital({ metric: 'INP', value: 180 }),
      vital({ metric: 'CLS', value: 0.12 }),
    ],
    ...more,
  });
  const refused = (body: unknown) => {
    const result = parseReportBatch(body);
    return result.ok ? 'accepted' : result.message;
  };

  it('accepts a valid batch, every kind and metric', () => {
    const body = batch();
    expect(parseReportBatch(body)).toEqual({
      ok: true,
      batch: body as ReportBatch,
    });
  });

  it('accepts an empty batch and one of the most reports', () => {
    expect(refused(batch({ reports: [] }))).toBe('accepted');
    expect(
      refused(
        batch({
          reports: Array.from({ length: REPORT_LIMITS.maxReports }, () =>
            report(),
          ),
        }),
      ),
    ).toBe('accepted');
  });

  it('accepts values at the ends of their ranges', () => {
    const reports = [
      vital({ value: 0 }),
      vital({ value: 120_000 }),
      vital({ metric: 'INP', value: 120_000 }),
      vital({ metric: 'CLS', value: 100 }),
    ];
    expect(refused(batch({ reports }))).toBe('accepted');
  });

  it('keeps only what the contract names (a fresh object)', () => {
    const body = batch();
    const result = parseReportBatch(body);
    expect(result.ok && result.batch).not.toBe(body);
  });

  it.each([
    ['null', null],
    ['a string', 'batch'],
    ['an array', [batch()]],
    ['a number', 42],
    ['a class instance', new Date()],
  ])('refuses %s', (_, body) => {
    expect(refused(body)).toBe(REPORT_MESSAGES.malformed);
  });

  it.each(['tenantId', 'session', 'reports'])(
    'refuses a batch without %s',
    (field) => {
      const body: Record<string, unknown> = batch();
      delete body[field];
      expect(refused(body)).toBe(REPORT_MESSAGES.malformed);
    },
  );

  it.each(['userId', 'name', 'idCardHash', 'token', 'url', 'fingerprint'])(
    'refuses a batch with an extra %s field (not stripped)',
    (field) => {
      expect(refused(batch({ [field]: 'x' }))).toBe(
        REPORT_MESSAGES.unknownField,
      );
    },
  );

  it.each(['userId', 'url', 'query', 'message', 'stack'])(
    'refuses a report with an extra %s field',
    (field) => {
      expect(refused(batch({ reports: [report({ [field]: 'x' })] }))).toBe(
        REPORT_MESSAGES.unknownField,
      );
    },
  );

  it('refuses a vital field on a report that is not a vital', () => {
    expect(refused(batch({ reports: [report({ value: 1 })] }))).toBe(
      REPORT_MESSAGES.unknownField,
    );
  });

  it.each(['remote', 'version', 'route', 'at'])(
    'refuses a report without %s',
    (field) => {
      const broken: Record<string, unknown> = report();
      delete broken[field];
      expect(refused(batch({ reports: [broken] }))).toBe(
        REPORT_MESSAGES.malformed,
      );
    },
  );

  it('refuses a vital without its metric or value', () => {
    const noValue: Record<string, unknown> = vital();
    delete noValue.value;
    expect(refused(batch({ reports: [noValue] }))).toBe(
      REPORT_MESSAGES.malformed,
    );
  });

  it('refuses reports that are not a list, or a report that is not an object', () => {
    expect(refused(batch({ reports: {} }))).toBe(REPORT_MESSAGES.malformed);
    expect(refused(batch({ reports: ['x'] }))).toBe(REPORT_MESSAGES.malformed);
  });

  it('names the limits in its messages', () => {
    expect(REPORT_MESSAGES.tooMany).toContain(`${REPORT_LIMITS.maxReports} 条`);
    expect(REPORT_MESSAGES.tooLarge).toContain(
      `${REPORT_LIMITS.maxBatchBytes / 1024} KB`,
    );
  });

  it('refuses more reports than the limit', () => {
    const reports = Array.from({ length: REPORT_LIMITS.maxReports + 1 }, () =>
      report(),
    );
    expect(refused(batch({ reports }))).toBe(REPORT_MESSAGES.tooMany);
  });

  it('refuses a batch larger than the byte limit before reading its fields', () => {
    const reports = [
      report({ route: `/${'a'.repeat(REPORT_LIMITS.maxBatchBytes)}` }),
    ];
    expect(refused(batch({ reports }))).toBe(REPORT_MESSAGES.tooLarge);
  });

  it('counts the bytes of the UTF-8, not the characters', () => {
    // 6,000 characters of three bytes each: 18,000 bytes.
    const reports = [report({ route: '课'.repeat(6000) })];
    expect(refused(batch({ reports }))).toBe(REPORT_MESSAGES.tooLarge);
  });

  it.each([
    ['a tenant id', { tenantId: '1'.repeat(65) }, REPORT_MESSAGES.tenantId],
    [
      'a remote',
      { reports: [report({ remote: 'm'.repeat(65) })] },
      REPORT_MESSAGES.remote,
    ],
    [
      'a version',
      { reports: [report({ version: '1'.repeat(33) })] },
      REPORT_MESSAGES.version,
    ],
    [
      'a route',
      { reports: [report({ route: `/${'a'.repeat(121)}` })] },
      REPORT_MESSAGES.route,
    ],
  ])('refuses too long %s', (_, more, message) => {
    expect(refused(batch(more))).toBe(message);
  });

  it.each([
    ['LCP', -1],
    ['LCP', 120_001],
    ['INP', 120_001],
    ['CLS', 100.5],
    ['CLS', -0.1],
  ])('refuses %s of %d', (metric, value) => {
    expect(refused(batch({ reports: [vital({ metric, value })] }))).toBe(
      REPORT_MESSAGES.value,
    );
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a numeric string', '2400'],
  ])('refuses a value that is %s', (_, value) => {
    expect(refused(batch({ reports: [vital({ value })] }))).toBe(
      REPORT_MESSAGES.value,
    );
  });

  it.each([
    ['NaN', Number.NaN],
    ['a fraction', 1_767_600_000_000.5],
    ['before 2000', 0],
    ['a string', '2026-01-05'],
  ])('refuses a time that is %s', (_, at) => {
    expect(refused(batch({ reports: [report({ at })] }))).toBe(
      REPORT_MESSAGES.at,
    );
  });

  it('refuses an unknown kind or metric', () => {
    expect(refused(batch({ reports: [report({ kind: 'crash' })] }))).toBe(
      REPORT_MESSAGES.kind,
    );
    expect(refused(batch({ reports: [vital({ metric: 'FID' })] }))).toBe(
      REPORT_MESSAGES.metric,
    );
  });

  it.each([
    ['the fingerprint itself (32 hex)', 'a'.repeat(32)],
    ['upper-case hex', 'A'.repeat(64)],
    ['not hex', 'g'.repeat(64)],
    ['too long', 'a'.repeat(65)],
    ['a number', 42],
  ])('refuses a session that is %s', (_, session) => {
    expect(refused(batch({ session }))).toBe(REPORT_MESSAGES.session);
  });

  it.each([
    'home',
    '/course/detail?id=42',
    '/course/detail#top',
    'https://portal.example/home',
    '/course/:id',
    '/course/123456',
    '/user/13800000001',
    '/cert/110101199003071234',
    '/doc/3f2a9c1e8b7d4a60',
    '/doc/123e4567-e89b-12d3-a456-426614174000',
    '/a/../b',
    '/课程',
  ])('refuses the route %j', (route) => {
    expect(refused(batch({ reports: [report({ route })] }))).toBe(
      REPORT_MESSAGES.route,
    );
    expect(isReportableRoute(route)).toBe(false);
  });

  it.each([
    '/',
    '/home',
    '/course/detail',
    '/special-topics/list',
    '/exams/*',
    '/year-2024',
    '/mf_home/page_1',
  ])('accepts the route %j', (route) => {
    expect(isReportableRoute(route)).toBe(true);
  });

  it('refuses an unknown field before reading the others', () => {
    expect(refused({ ...batch({ session: 'x' }), email: 'a@b.c' })).toBe(
      REPORT_MESSAGES.unknownField,
    );
  });

  it('speaks Chinese', () => {
    for (const message of Object.values(REPORT_MESSAGES)) {
      expect(message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
