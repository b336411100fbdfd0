/**
 * Records of the admin-entry domain: the SMS the mock sent.
 */

import type { TenantId } from '../../platform/tenancy';

/** One SMS the mock sent (GET /__dev/sms-outbox). */
export interface SmsMessage {
  phone: string;
  code: string;
  /** ISO 8601 (the backend's clock). */
  at: string;
  /** Tenant of the account the code was sent for. */
  tenantId: TenantId;
}

/** The collections of this domain (keys of DbState). */
export interface AdminEntryCollections {
  smsOutbox: SmsMessage[];
}
