import type { UkeySimulator } from '@portal/ukey-simulator';

import type { AdminTickets } from '../domains/admin-entry/admin-tickets';
import type { CaptchaStore } from '../domains/sign-in/captcha';
import type { Store } from './db';
import type { SmsCodes } from '../domains/admin-entry/sms-codes';
import type { UkeyChallenges } from '../domains/admin-entry/ukey-challenges';

/** The UKEY side of the backend. */
export interface UkeyContext {
  /** Folder of the key material (`<db folder>/ukey`); holds the trusted CA. */
  dataDir: string;
  /** What the project configuration hands out as `ukeyServiceUrl`. */
  serviceUrl(): string;
  /** The simulator started with the backend (undefined: not started). */
  simulator: UkeySimulator | undefined;
}

/** What every route module receives. */
export interface AppContext {
  store: Store;
  /** Development hooks (/__reset, /__dev/*, /__db) are mounted. */
  dev: boolean;
  /** Public origin of the mock backend, e.g. http://127.0.0.1:3000. */
  origin(): string;
  log(message: string): void;
  /** The clock (ms since the epoch); tests may move it. */
  now(): number;
  /** Image captchas in memory (see ./captcha.ts). */
  captchas: CaptchaStore;
  /** SMS codes in memory (see ./sms.ts). */
  smsCodes: SmsCodes;
  /** One-time tickets of the mock back office (see ./admin-tickets.ts). */
  adminTickets: AdminTickets;
  /** Values to sign before a UKEY sign-in (see ./ukey/challenges.ts). */
  ukeyChallenges: UkeyChallenges;
  ukey: UkeyContext;
}
