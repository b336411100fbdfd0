import type { UkeySimulator } from '@portal/ukey-simulator';

import type { SignInContext } from '../sign-in';
import type { AdminTickets } from './admin-tickets';
import type { SmsCodes } from './sms-codes';
import type { UkeyChallenges } from './ukey-challenges';

/** The UKEY side of the backend. */
export interface UkeyContext {
  /** Folder of the key material (`<db folder>/ukey`); holds the trusted CA. */
  dataDir: string;
  /** What the project configuration hands out as `ukeyServiceUrl`. */
  serviceUrl(): string;
  /** The simulator started with the backend (undefined: not started). */
  simulator: UkeySimulator | undefined;
}

/** What the back-office entry's routes need besides the platform. */
export interface AdminEntryContext extends SignInContext {
  /** SMS codes in memory (./sms-codes.ts). */
  smsCodes: SmsCodes;
  /** One-time tickets of the mock back office (./admin-tickets.ts). */
  adminTickets: AdminTickets;
  /** Values to sign before a UKEY sign-in (./ukey-challenges.ts). */
  ukeyChallenges: UkeyChallenges;
  ukey: UkeyContext;
}
