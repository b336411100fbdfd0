import type { AppContext } from '../../platform/context';
import type { ReportRate } from './delivery.intake';

/** What the delivery routes need besides the platform. */
export interface DeliveryContext extends AppContext {
  /** Batches per session over the last minute (./delivery.intake.ts). */
  reportRate: ReportRate;
  /**
   * The key machines (the gate run by cron, CI or the site server) send as
   * X-Portal-Gate-Key to read the figures without an admin session; null
   * turns key access off.
   */
  gateKey: string | null;
}
