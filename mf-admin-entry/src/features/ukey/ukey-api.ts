import { post } from '@portal/shared/api';

/** Body of POST /api/sso/ukey/login. */
export interface UkeyLoginBody {
  /** The user's idCardHash. */
  text: string;
  /** Base64 signature over `${idCardHash}.${challenge}`. */
  signData: string;
  /** Base64 DER of the sign certificate. */
  certificate: string;
}

/** Answer data of POST /api/sso/ukey/login. */
export interface UkeyLoginData {
  adminUrl?: string;
}

/** POST /api/sso/ukey/query/sign — a one-time challenge to sign. */
export function queryUkeyChallenge(): Promise<{ challenge: string }> {
  return post<{ challenge: string }>(
    'sso/ukey/query/sign',
    {},
    { silent: true },
  );
}

/** POST /api/sso/ukey/login — the server checks certificate and signature. */
export function ukeyLogin(
  body: UkeyLoginBody,
): Promise<UkeyLoginData | null | undefined> {
  return post<UkeyLoginData | null | undefined>('sso/ukey/login', body, {
    silent: true,
  });
}
