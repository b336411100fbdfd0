import { post } from '@portal/shared/api';
import type { AdminHandOff, UkeyChallenge } from '@portal/shared/contracts';

/** Body of POST /api/sso/ukey/login. */
export interface UkeyLoginBody {
  /** The user's idCardHash. */
  text: string;
  /** Base64 signature over `${idCardHash}.${challenge}`. */
  signData: string;
  /** Base64 DER of the sign certificate. */
  certificate: string;
}

/** POST /api/sso/ukey/query/sign — a one-time challenge to sign. */
export function queryUkeyChallenge(): Promise<UkeyChallenge> {
  return post<UkeyChallenge>('sso/ukey/query/sign', {}, { silent: true });
}

/** POST /api/sso/ukey/login — the server checks certificate and signature. */
export function ukeyLogin(
  body: UkeyLoginBody,
): Promise<AdminHandOff | null | undefined> {
  return post<AdminHandOff | null | undefined>('sso/ukey/login', body, {
    silent: true,
  });
}
