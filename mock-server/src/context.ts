import type { CaptchaStore } from './captcha';
import type { Store } from './db';

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
}
