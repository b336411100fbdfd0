/**
 * Progressive delivery per tenant: the tenant's remote map with its
 * canaries, the anonymous reports browsers send about each remote's
 * versions, and the figures and decisions of the gate that compares a
 * candidate with the stable version. The rules are in @portal/shared/delivery.
 */

/**
 * A candidate version of one remote, run by `share` percent of a tenant's
 * learners (chosen by a stable hash of the device, see bucketOf) while the
 * others keep the stable version of `remotes`.
 */
export interface CanaryEntry {
  /** The candidate's version, a folder beside the stable one (1.1.0). */
  version: string;
  /** Percent of the learners on the candidate, 0–100. */
  share: number;
  /** When the candidate started (ISO 8601): the gate's window begins there. */
  startedAt: string;
}

/**
 * A tenant's remote map (dist/config/remotes/<tenant>.json, written by
 * tools/remotes.mjs, fetched by the shell at boot). A shell that knows
 * nothing of canaries reads `remotes` only, and so runs the stable versions.
 */
export interface RemoteMap {
  tenantId: string;
  /** Container name (mf_home) → stable manifest URL (/mf-home/1.0.0/mf-manifest.json). */
  remotes: Record<string, string>;
  /** Container name → its candidate, for the remotes being rolled out. */
  canaries?: Record<string, CanaryEntry>;
}

/** Which of a remote's two versions a learner runs. */
export type DeliveryTrack = 'stable' | 'candidate';

/** An operator's choice for their own browser session, which wins over the share. */
export type DeliveryPin = DeliveryTrack;

/** The version of a remote chosen for one learner, and where it is loaded from. */
export interface RemoteChoice {
  track: DeliveryTrack;
  /** The version run; null when the stable URL names no version folder. */
  version: string | null;
  /** The manifest URL to load. */
  entry: string;
}

/** The Web Vitals a report carries. */
export type VitalMetric = 'LCP' | 'INP' | 'CLS';

/** What went wrong or was measured. */
export type DeliveryReportKind =
  'load-failure' | 'load-timeout' | 'page-error' | 'vital';

/**
 * What every report says. Nothing identifies a person: the route is the
 * route's path pattern, never the address (no query, no ids).
 */
interface DeliveryReportBase {
  /** Container name, e.g. mf_home. */
  remote: string;
  /** The remote's version that ran. */
  version: string;
  /** Path pattern of the route, e.g. /course/detail. */
  route: string;
  /** When it happened, epoch milliseconds. */
  at: number;
}

/** A remote failed or timed out while loading, or threw in one of its pages. */
export interface DeliveryIncident extends DeliveryReportBase {
  kind: Exclude<DeliveryReportKind, 'vital'>;
}

/** A Web Vital measured on a route of a remote (ms for LCP and INP, a score for CLS). */
export interface DeliveryVital extends DeliveryReportBase {
  kind: 'vital';
  metric: VitalMetric;
  value: number;
}

/** One event a browser reports. */
export type DeliveryReport = DeliveryIncident | DeliveryVital;

/** What a browser posts to the collector: a few reports of one session. */
export interface ReportBatch {
  tenantId: string;
  /**
   * A 64-hex hash of the device fingerprint (never the fingerprint): it
   * tells sessions apart for the per-session rates and nothing more.
   */
  session: string;
  reports: DeliveryReport[];
}

/** The collector's answer to a batch it kept. */
export interface ReportsAccepted {
  /** Reports of the batch stored. */
  accepted: number;
}

/** What the collector counted for one version of a remote over the gate's window. */
export interface VersionFigures {
  version: string;
  sessions: number;
  /** Sessions with at least one load failure or load timeout. */
  loadFailureSessions: number;
  /** Sessions with at least one error thrown in the remote's pages. */
  errorSessions: number;
  /** 75th percentile of LCP in ms; null with no sample. */
  lcpP75: number | null;
  lcpSamples: number;
}

/** How a tenant's gate judges a candidate. */
export interface GatePolicy {
  /** Minutes of reports the figures cover. */
  windowMinutes: number;
  /** Sessions each side needs before anything is decided. */
  minSessions: number;
  /** Largest allowed rise of the load-failure rate, absolute (0.02 = 2 points). */
  maxLoadFailureRateIncrease: number;
  /** Largest allowed rise of the error rate, absolute. */
  maxErrorRateIncrease: number;
  /** Largest allowed candidate LCP p75 as a multiple of the stable one (1.2). */
  maxLcpP75Ratio: number;
  /** The shares a healthy candidate steps through, ascending, e.g. [10, 50, 100]. */
  steps: number[];
  /** A healthy candidate steps on by itself, or waits for a human. */
  onHealthy: 'step' | 'wait';
  /**
   * A candidate failing this badly is rolled back before minSessions: at
   * least failFastSessions of its sessions, and failFastRate (0.5) or more
   * of them with a load failure, or with an error (above 1 turns it off).
   */
  failFastSessions: number;
  failFastRate: number;
}

/** The rules a candidate can break. */
export type GateRule = 'load-failure-rate' | 'error-rate' | 'lcp-p75';

/** One broken rule, with the values compared. */
export interface GateViolation {
  rule: GateRule;
  /** The stable and candidate values compared (rates 0–1, or LCP ms). */
  stable: number;
  candidate: number;
  /** The highest candidate value that would have passed. */
  limit: number;
  /** For the history and the operator, in Chinese. */
  message: string;
}

/** What a decision was made on, so the history can record it. */
export interface GateBasis {
  stable: VersionFigures;
  candidate: VersionFigures;
  /** The candidate's share when the decision was made. */
  share: number;
}

/** What the gate decides for a candidate. */
export type GateDecision =
  /** Too few sessions on a side: nothing is decided yet. */
  | { kind: 'wait'; reason: string; basis: GateBasis }
  /** A rule is broken: everyone goes back to stable. */
  | { kind: 'rollback'; reasons: GateViolation[]; basis: GateBasis }
  /** Healthy: the share moves to the next step. */
  | { kind: 'step'; share: number; basis: GateBasis }
  /** Healthy at the last step: the candidate becomes the stable version. */
  | { kind: 'promote'; basis: GateBasis }
  /** Healthy, and the policy leaves the next step to a human. */
  | { kind: 'healthy-waiting'; basis: GateBasis };
