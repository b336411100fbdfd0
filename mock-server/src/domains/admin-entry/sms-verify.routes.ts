/**
 * Phone verification of administrators with `check` (短信验证码登录后台):
 * an SMS code sent to the account's phone, then checked; success hands out
 * the back office with a one-time ticket. Codes go to the server log
 * (`[sms] <phone> <code>`) and to the development outbox.
 */
import {
  type AdminHandOff,
  NOT_ADMIN_MESSAGE,
  SMS_SENT_MESSAGE,
  validateImageCaptcha,
  validatePhone,
  validateSmsCode,
} from '@portal/shared/contracts';
import type { Application, Response } from 'json-server';

import {
  requireCaller,
  verifyCaptchaParams,
  type UserRecord,
} from '../sign-in';
import type { AdminEntryContext } from './admin-entry-context';
import {
  HttpError,
  fail,
  ok,
  optionalString,
  params,
  route,
} from '../../platform/http';
import type { TenantId } from '../../platform/tenancy';
import { adminUrl } from '../site';

const SMS_MESSAGES = {
  notAdmin: NOT_ADMIN_MESSAGE,
  captcha: '图形验证码错误或已过期',
  phoneMismatch: '手机号与账号绑定的手机号不一致',
  tooFrequent: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  sent: SMS_SENT_MESSAGE,
  idCardHashRequired: '缺少参数idCardHash',
  otherUser: '无权验证其他用户的手机号',
  notSent: '请先获取短信验证码',
  wrong: '短信验证码错误',
  invalidated: '短信验证码已失效，请重新获取',
  expired: '短信验证码已过期，请重新获取',
  verified: '验证成功',
} as const;

/** SMS state is per tenant and phone (the accounts exist in every tenant). */
function smsKey(tenantId: TenantId, phone: string): string {
  return `${tenantId}|${phone}`;
}

/** A string parameter; arrays and objects count as missing. */
function text(input: Record<string, unknown>, name: string): string {
  try {
    return optionalString(input, name)?.trim() ?? '';
  } catch {
    return '';
  }
}

/** The phone number of the request, checked against the account. */
function phoneOf(
  input: Record<string, unknown>,
  user: UserRecord,
  refuse: (message: string) => void,
): string | undefined {
  const phone = text(input, 'phoneNumber');
  // The dialog's format checks (the contract's profile.rules.ts).
  const problem = validatePhone(phone);
  if (problem) throw new HttpError(400, problem);
  if (phone !== user.telephone) {
    refuse(SMS_MESSAGES.phoneMismatch);
    return undefined;
  }
  return phone;
}

/** A refusal the dialog shows: HTTP 200, success false. */
const refusal = (res: Response) => (message: string) => fail(res, 200, message);

export function registerSmsRoutes(
  app: Application,
  ctx: AdminEntryContext,
): void {
  // POST /api/sso/user/sendSmsCode (token)
  // {phoneNumber, verificationCode, verificationCodeToken}
  route(app, '/api/sso/user/sendSmsCode', ['POST'], (req, res) => {
    const { user, tenantId } = requireCaller(ctx.store, req);
    const input = params(req);
    const refuse = refusal(res);
    if (!user.manage) {
      refuse(SMS_MESSAGES.notAdmin);
      return;
    }
    const captcha = text(input, 'verificationCode');
    // A missing captcha is refused below, as a wrong one.
    const captchaProblem =
      captcha === '' ? null : validateImageCaptcha(captcha);
    if (captchaProblem) throw new HttpError(400, captchaProblem);
    if (!verifyCaptchaParams(ctx.captchas, input)) {
      refuse(SMS_MESSAGES.captcha);
      return;
    }
    const phone = phoneOf(input, user, refuse);
    if (phone === undefined) return;
    const key = smsKey(tenantId, phone);
    const wait = ctx.smsCodes.waitSeconds(key);
    if (wait > 0) {
      refuse(SMS_MESSAGES.tooFrequent(wait));
      return;
    }
    const code = ctx.smsCodes.issue(key);
    ctx.store.state().smsOutbox.push({
      phone,
      code,
      at: new Date(ctx.now()).toISOString(),
      tenantId,
    });
    ctx.store.write();
    ctx.log(`[sms] ${phone} ${code}`);
    ok(res, undefined, SMS_MESSAGES.sent);
  });

  // POST /api/sso/user/checkUserSmsCode (token)
  // {clientId, phoneNumber, code, verificationCode, verificationCodeToken,
  //  idCardHash}
  route(app, '/api/sso/user/checkUserSmsCode', ['POST'], (req, res) => {
    const { user, tenantId, session } = requireCaller(ctx.store, req);
    const input = params(req);
    const refuse = refusal(res);
    if (!user.manage) {
      refuse(SMS_MESSAGES.notAdmin);
      return;
    }
    const idCardHash = text(input, 'idCardHash') || text(input, 'idcardHash');
    if (idCardHash === '') {
      throw new HttpError(400, SMS_MESSAGES.idCardHashRequired);
    }
    if (idCardHash.toLowerCase() !== user.idCardHash) {
      throw new HttpError(403, SMS_MESSAGES.otherUser);
    }
    const phone = phoneOf(input, user, refuse);
    if (phone === undefined) return;
    const code = text(input, 'code');
    const codeProblem = validateSmsCode(code);
    if (codeProblem) throw new HttpError(400, codeProblem);

    const outcome = ctx.smsCodes.check(smsKey(tenantId, phone), code);
    if (outcome !== 'ok') {
      refuse(
        {
          missing: SMS_MESSAGES.notSent,
          wrong: SMS_MESSAGES.wrong,
          invalidated: SMS_MESSAGES.invalidated,
          expired: SMS_MESSAGES.expired,
        }[outcome],
      );
      return;
    }
    session.smsVerifiedAt = new Date(ctx.now()).toISOString();
    ctx.store.write();
    const ticket = ctx.adminTickets.issue({
      username: user.username,
      tenantId,
      method: 'sms',
    });
    ok<AdminHandOff>(
      res,
      { adminUrl: adminUrl(ctx.origin(), ticket) },
      SMS_MESSAGES.verified,
    );
  });
}
