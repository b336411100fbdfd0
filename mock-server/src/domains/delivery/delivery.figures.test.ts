import { describe, expect, it } from 'vitest';

import { versionFigures } from './delivery.figures';
import type { StoredDeliveryReport } from './delivery.records';

const T0 = 1_772_000_000_000;
const S = (n: number) => n.toString(16).padStart(64, '0');

function row(
  over: Partial<StoredDeliveryReport> & Pick<StoredDeliveryReport, 'kind'>,
): StoredDeliveryReport {
  const base = {
    tenantId: '001.001',
    session: S(1),
    receivedAt: T0,
    remote: 'mf_home',
    version: '1.0.0',
    route: '/index',
    at: T0,
  };
  return over.kind === 'vital'
    ? ({ ...base, metric: 'LCP', value: 1000, ...over } as StoredDeliveryReport)
    : ({ ...base, ...over } as StoredDeliveryReport);
}

const query = { tenantId: '001.001', remote: 'mf_home', since: T0 };

describe('versionFigures', () => {
  it('counts sessions, not reports, per version', () => {
    const rows = [
      row({ kind: 'load-failure', session: S(1) }),
      row({ kind: 'load-timeout', session: S(1) }),
      row({ kind: 'load-timeout', session: S(2) }),
      row({ kind: 'page-error', session: S(2) }),
      row({ kind: 'page-error', session: S(2) }),
      row({ kind: 'vital', session: S(3), value: 1200 }),
      row({ kind: 'vital', session: S(3), metric: 'INP', value: 90 }),
      row({ kind: 'page-error', session: S(4), version: '1.1.0' }),
    ];
    expect(versionFigures(rows, query)).toEqual([
      {
        version: '1.0.0',
        sessions: 3,
        loadFailureSessions: 2,
        errorSessions: 1,
        lcpP75: 1200,
        lcpSamples: 1,
      },
      {
        version: '1.1.0',
        sessions: 1,
        loadFailureSessions: 0,
        errorSessions: 1,
        lcpP75: null,
        lcpSamples: 0,
      },
    ]);
  });

  it('takes the p75 of every LCP sample by nearest rank', () => {
    const rows = [400, 100, 300, 200].map((value, i) =>
      row({ kind: 'vital', session: S(i), value }),
    );
    const [figures] = versionFigures(rows, query);
    expect(figures).toMatchObject({ lcpP75: 300, lcpSamples: 4, sessions: 4 });
  });

  it('leaves out other tenants, other remotes and reports before since', () => {
    const rows = [
      row({ kind: 'page-error', tenantId: '001.001.043' }),
      row({ kind: 'page-error', remote: 'mf_courses' }),
      row({ kind: 'page-error', receivedAt: T0 - 1 }),
      row({ kind: 'load-failure', receivedAt: T0, session: S(9) }),
    ];
    expect(versionFigures(rows, query)).toEqual([
      {
        version: '1.0.0',
        sessions: 1,
        loadFailureSessions: 1,
        errorSessions: 0,
        lcpP75: null,
        lcpSamples: 0,
      },
    ]);
    expect(versionFigures([], query)).toEqual([]);
  });

  it('orders versions numerically', () => {
    const rows = ['1.10.0', '1.9.0', '1.0.0'].map((version) =>
      row({ kind: 'page-error', version }),
    );
    expect(versionFigures(rows, query).map((f) => f.version)).toEqual([
      '1.0.0',
      '1.9.0',
      '1.10.0',
    ]);
  });
});
