import { type RemoteMap } from '@portal/shared/contracts';
import { REPORT_LIMITS } from '@portal/shared/delivery';
import { fakeBackend } from '@portal/shared/testing';
import type { Metric } from 'web-vitals';

import { chooseRemotes } from './delivery-choice';
import { queueReport, reportQueue } from './report-queue';
import {
  BATCH_INTERVAL_MS,
  REPORTS_URL,
  sessionOf,
  startSending,
  takeBatch,
} from './report-sender';

const vitals = vi.hoisted(() => ({
  lcp: [] as ((metric: Metric) => void)[],
  inp: [] as ((metric: Metric) => void)[],
}));
vi.mock('web-vitals', () => ({
  onLCP: (fn: (metric: Metric) => void) => vitals.lcp.push(fn),
  onINP: (fn: (metric: Metric) => void) => vitals.inp.push(fn),
  onCLS: () => undefined,
}));

const map: RemoteMap = {
  tenantId: '001.001',
  remotes: { mf_home: '/mf-home/1.0.0/mf-manifest.json' },
  canaries: {
    mf_home: { version: '1.1.0', share: 0, startedAt: '2025-01-01T00:00:00Z' },
  },
};
const here = () => ({ remote: 'mf_home', route: '/index' });

function queueFailures(count: number) {
  for (let i = 0; i < count; i += 1)
    queueReport({ kind: 'load-failure', remote: 'mf_home', route: `/r${i}` });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
}

describe('the report sender', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    reportQueue.length = 0;
    chooseRemotes(map, 'device');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    setHidden(false);
  });

  it('writes the session as the SHA-256 hex of the fingerprint', async () => {
    expect(await sessionOf('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('takes at most maxReports a batch and nothing from an empty queue', () => {
    expect(takeBatch('001.001', 'a'.repeat(64))).toBeNull();
    queueFailures(REPORT_LIMITS.maxReports + 5);
    const first = JSON.parse(takeBatch('001.001', 'a'.repeat(64)) ?? '{}') as {
      reports: unknown[];
    };
    expect(first.reports).toHaveLength(REPORT_LIMITS.maxReports);
    expect(reportQueue).toHaveLength(5);
  });

  it('posts every interval when there is something, once, and beacons on hide', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const backend = fakeBackend().on(`POST ${REPORTS_URL}`, () =>
      Response.json({ accepted: 1 }, { status: 429 }),
    );
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: beacon,
    });
    stop = await startSending('001.001', here, async () => 'device');

    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(backend.calls()).toHaveLength(0);

    queueReport({ kind: 'load-timeout', remote: 'mf_home', route: '/sent' });
    vitals.lcp.at(-1)?.({ name: 'LCP', value: 1234.5 } as Metric);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    await vi.waitFor(() => expect(backend.calls()).toHaveLength(1));
    const [call] = backend.calls();
    const body = call?.body as { session: string; reports: unknown[] };
    expect(body.session).toBe(await sessionOf('device'));
    expect(body.reports).toEqual([
      expect.objectContaining({ kind: 'load-timeout', version: '1.0.0' }),
      expect.objectContaining({
        kind: 'vital',
        metric: 'LCP',
        value: 1234.5,
        route: '/index',
      }),
    ]);
    // A 429 is not retried.
    vi.advanceTimersByTime(BATCH_INTERVAL_MS * 3);
    expect(backend.calls()).toHaveLength(1);

    vitals.inp.at(-1)?.({ name: 'INP', value: 80 } as Metric);
    setHidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, sent] = beacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(REPORTS_URL);
    expect(JSON.parse(sent)).toMatchObject({
      tenantId: '001.001',
      reports: [{ kind: 'vital', metric: 'INP', value: 80 }],
    });
    // Nothing left: no empty beacon on pagehide.
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('drops vitals of routes no canaried remote owns', async () => {
    stop = await startSending(
      '001.001',
      () => ({ remote: 'mf_exams', route: '/exam' }),
      async () => 'device',
    );
    vitals.lcp.at(-1)?.({ name: 'LCP', value: 900 } as Metric);
    expect(reportQueue).toEqual([]);
  });
});
