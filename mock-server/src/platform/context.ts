import type { Store } from './db';
import type { KnownTenants } from './tenancy';

/**
 * What every route module receives. Domains that keep services of their
 * own in memory (captchas, SMS codes, tickets) extend it with them, and
 * server.ts builds one object that satisfies every domain.
 */
export interface AppContext {
  store: Store;
  /** Development hooks (/__reset, /__dev/*, /__db) are mounted. */
  dev: boolean;
  /** Public origin of the mock backend, e.g. http://127.0.0.1:3000. */
  origin(): string;
  log(message: string): void;
  /** The clock (ms since the epoch); tests may move it. */
  now(): number;
  /**
   * Whether the backend serves a tenant: the composition root answers from
   * the stored site configurations (the seed's tenants and any added at
   * run time).
   */
  servesTenant: KnownTenants;
}
