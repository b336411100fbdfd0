import type { AppContext } from '../../platform/context';

/** What the site routes need besides the platform. */
export interface SiteContext extends AppContext {
  /** The local key service's address the project configuration hands out. */
  ukey: { serviceUrl(): string };
}
