/**
 * The collector's figures: what the reports of one remote say about each
 * of its versions. Pure, so the gate and the tests count the same way.
 */
import type { VersionFigures } from '@portal/shared/contracts';
import { percentile } from '@portal/shared/delivery';

import type { StoredDeliveryReport } from './delivery.records';

interface FiguresQuery {
  tenantId: string;
  remote: string;
  /** Reports received at or after this, epoch ms. */
  since: number;
}

interface Tally {
  sessions: Set<string>;
  loadFailures: Set<string>;
  errors: Set<string>;
  lcp: number[];
}

const byVersion = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The figures of each version of `remote` the tenant's reports received
 * since `since` name, ordered by version (1.9.0 before 1.10.0). A session
 * counts once per version however many reports it sent.
 */
export function versionFigures(
  reports: readonly StoredDeliveryReport[],
  query: FiguresQuery,
): VersionFigures[] {
  const tallies = new Map<string, Tally>();
  for (const report of reports) {
    if (
      report.tenantId !== query.tenantId ||
      report.remote !== query.remote ||
      report.receivedAt < query.since
    ) {
      continue;
    }
    let tally = tallies.get(report.version);
    if (!tally) {
      tally = {
        sessions: new Set(),
        loadFailures: new Set(),
        errors: new Set(),
        lcp: [],
      };
      tallies.set(report.version, tally);
    }
    tally.sessions.add(report.session);
    if (report.kind === 'load-failure' || report.kind === 'load-timeout') {
      tally.loadFailures.add(report.session);
    } else if (report.kind === 'page-error') {
      tally.errors.add(report.session);
    } else if (report.kind === 'vital' && report.metric === 'LCP') {
      tally.lcp.push(report.value);
    }
  }
  return [...tallies]
    .sort(([a], [b]) => byVersion(a, b))
    .map(([version, tally]) => ({
      version,
      sessions: tally.sessions.size,
      loadFailureSessions: tally.loadFailures.size,
      errorSessions: tally.errors.size,
      lcpP75: percentile(tally.lcp, 0.75),
      lcpSamples: tally.lcp.length,
    }));
}
