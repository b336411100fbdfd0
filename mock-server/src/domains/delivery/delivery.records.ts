/**
 * Records of the delivery domain: the anonymous reports browsers send
 * about the versions of each remote (the collector), read back as figures.
 */

import type { DeliveryReport } from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/**
 * Reports kept per tenant; past it the oldest go, so that the db file
 * cannot grow without bound however much browsers send.
 */
export const MAX_STORED_REPORTS_PER_TENANT = 20_000;

/** One report as the collector keeps it. */
export type StoredDeliveryReport = DeliveryReport & {
  tenantId: TenantId;
  /** The batch's session: a hash of the device fingerprint. */
  session: string;
  /** When the collector received it, epoch ms of the server's clock. */
  receivedAt: number;
};

/** The collections of this domain (keys of DbState). */
export interface DeliveryCollections {
  /** In the order received, oldest first. */
  deliveryReports: StoredDeliveryReport[];
}
