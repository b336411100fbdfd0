import { firstPageProceeds } from './guard';
import type { SessionOutcome } from './session-actions';

const USER: SessionOutcome = {
  kind: 'user',
  user: { id: 'u1', name: '张学员' } as never,
};

describe('the first page after boot’s user lookup', () => {
  it('shows a whitelisted page as a visitor’s when the token in the session is stale', () => {
    // loadSession has dropped the token whose user fetch failed.
    expect(firstPageProceeds({ kind: 'login' }, true)).toBe(true);
  });

  it('shows a whitelisted page to a visitor and any page to a user', () => {
    expect(firstPageProceeds({ kind: 'anonymous' }, true)).toBe(true);
    expect(firstPageProceeds(USER, false)).toBe(true);
  });

  it('sends a protected page on as before: to the SSO page, or to /public', () => {
    expect(firstPageProceeds({ kind: 'login' }, false)).toBe(false);
    expect(firstPageProceeds({ kind: 'anonymous' }, false)).toBe(false);
    expect(firstPageProceeds({ kind: 'public', thenLogin: true }, false)).toBe(
      false,
    );
  });

  it('still takes a user without a valid role to /public, whitelisted page or not (seed-spec 4)', () => {
    expect(firstPageProceeds({ kind: 'public', thenLogin: false }, true)).toBe(
      false,
    );
  });
});
