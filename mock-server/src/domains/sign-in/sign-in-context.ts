import type { AppContext } from '../../platform/context';
import type { CaptchaStore } from './captcha';

/** What the sign-in forms' routes need besides the platform. */
export interface SignInContext extends AppContext {
  /** Image captchas in memory (./captcha.ts). */
  captchas: CaptchaStore;
}
