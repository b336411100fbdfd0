import type { AppContext } from '../../platform/context';
import type { ReportRate } from './delivery.intake';

/** What the delivery routes need besides the platform. */
export interface DeliveryContext extends AppContext {
  /** Batches per session over the last minute (./delivery.intake.ts). */
  reportRate: ReportRate;
}
