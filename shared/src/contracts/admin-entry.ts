/** The back-office entry of administrators (/api/sso/user/*, /api/sso/ukey/*). */

/**
 * What a passed phone check (POST /api/sso/user/checkUserSmsCode) or key
 * sign-in (POST /api/sso/ukey/login) answers: the back office's address
 * with a one-time ticket.
 */
export interface AdminHandOff {
  adminUrl: string;
}

/** POST /api/sso/ukey/query/sign: the one-time value the key signs. */
export interface UkeyChallenge {
  challenge: string;
  /** Seconds until the challenge expires. */
  expiresIn: number;
}
