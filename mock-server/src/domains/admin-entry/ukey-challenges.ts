/**
 * The value the backend hands out before a UKEY signature
 * (POST /api/sso/ukey/query/sign): 32 hex characters, valid 2 minutes, one
 * per session (a new one replaces the previous), consumed by the first
 * sign-in attempt whatever its outcome.
 */
import { randomBytes } from 'node:crypto';

import type { UkeyChallenge } from '@portal/shared/contracts';

export const UKEY_CHALLENGE_TTL_MS = 120 * 1000;
const MAX_CHALLENGES = 10_000;

interface Pending {
  challenge: string;
  expiresAt: number;
}

export class UkeyChallenges {
  private readonly bySession = new Map<string, Pending>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(sessionToken: string): UkeyChallenge {
    const now = this.now();
    for (const [token, entry] of this.bySession) {
      if (entry.expiresAt <= now) this.bySession.delete(token);
    }
    for (const token of this.bySession.keys()) {
      if (this.bySession.size < MAX_CHALLENGES) break;
      this.bySession.delete(token);
    }
    const challenge = randomBytes(16).toString('hex');
    // Re-inserted so that the map stays ordered oldest first.
    this.bySession.delete(sessionToken);
    this.bySession.set(sessionToken, {
      challenge,
      expiresAt: now + UKEY_CHALLENGE_TTL_MS,
    });
    return { challenge, expiresIn: UKEY_CHALLENGE_TTL_MS / 1000 };
  }

  /** The session's live challenge, removed; undefined when none. */
  take(sessionToken: string): string | undefined {
    const entry = this.bySession.get(sessionToken);
    if (!entry) return undefined;
    this.bySession.delete(sessionToken);
    return entry.expiresAt > this.now() ? entry.challenge : undefined;
  }

  clear(): void {
    this.bySession.clear();
  }
}
