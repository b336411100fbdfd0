/**
 * UKEY sign-in of administrators with `needUkey` (docs/ukey-protocol.md):
 * a one-time challenge, then the signature of `<idCardHash>.<challenge>`
 * made by the key, checked against the CA the backend trusts.
 */
import {
  type AdminHandOff,
  type UkeyChallenge,
  UKEY_VERIFY_FAILED_MESSAGE,
} from '@portal/shared/contracts';
import { readTrustedCa } from '@portal/ukey-simulator';
import type { Application } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AdminEntryContext } from './admin-entry-context';
import { fail, ok, params, route } from '../../platform/http';
import { ukeySignInProblem } from './ukey-verify';
import { adminUrl } from '../site';

const UKEY_LOGIN_MESSAGES = {
  notEnabled: '当前账号未启用uKey登录',
  failed: UKEY_VERIFY_FAILED_MESSAGE,
  verified: '验证成功',
} as const;

export function registerUkeyRoutes(
  app: Application,
  ctx: AdminEntryContext,
): void {
  // POST /api/sso/ukey/query/sign (token): the value to sign
  route(app, '/api/sso/ukey/query/sign', ['POST'], (req, res) => {
    const { user, session } = requireCaller(ctx.store, req);
    if (!user.needUkey) {
      fail(res, 200, UKEY_LOGIN_MESSAGES.notEnabled);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    ok<UkeyChallenge>(res, ctx.ukeyChallenges.issue(session.token));
  });

  // POST /api/sso/ukey/login (token) {text, signData, certificate}
  route(app, '/api/sso/ukey/login', ['POST'], async (req, res) => {
    const { user, session, tenantId } = requireCaller(ctx.store, req);
    // Every attempt uses up the session's challenge.
    const challenge = ctx.ukeyChallenges.take(session.token);
    const input = params(req);
    const problem = user.needUkey
      ? ukeySignInProblem({
          text: input.text,
          signData: input.signData,
          certificate: input.certificate,
          challenge,
          username: user.username,
          idCardHash: user.idCardHash,
          ca: await readTrustedCa(ctx.ukey.dataDir),
          now: ctx.now(),
        })
      : 'account without needUkey';
    if (problem) {
      ctx.log(`[ukey] sign-in of ${user.username} refused: ${problem}`);
      fail(res, 200, UKEY_LOGIN_MESSAGES.failed);
      return;
    }
    session.ukeyVerifiedAt = new Date(ctx.now()).toISOString();
    ctx.store.write();
    const ticket = ctx.adminTickets.issue({
      username: user.username,
      tenantId,
      method: 'ukey',
    });
    ok<AdminHandOff>(
      res,
      { adminUrl: adminUrl(ctx.origin(), ticket) },
      UKEY_LOGIN_MESSAGES.verified,
    );
  });
}
