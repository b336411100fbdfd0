/** Image captcha and the password change (/api/webmember/*). */
import {
  type CaptchaData,
  validateConfirmPassword,
  validateNewPassword,
  validateOldPassword,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import {
  hashNewPassword,
  requireCaller,
  verifyPassword,
  MSG_CAPTCHA_INVALID,
  verifyCaptchaParams,
  decryptPassword,
  passwordKey,
  type SignInContext,
} from '../sign-in';

import {
  HttpError,
  fail,
  ok,
  optionalString,
  params,
  route,
} from '../../platform/http';

/**
 * Messages of the password change. The field rules and their messages are
 * the form's (the contract's profile.rules.ts, seed-spec 5); these are the
 * server's own.
 */
const PASSWORD_MESSAGES = {
  captcha: MSG_CAPTCHA_INVALID,
  otherUser: '无权修改其他用户的密码',
  decrypt: '密码解密失败',
  oldWrong: '原密码错误',
  sameAsOld: '新密码不能与原密码相同',
  changed: '修改成功',
} as const;

export function registerWebmemberRoutes(app: Application, ctx: SignInContext) {
  // POST|GET /api/webmember/getValidateCode: a new image captcha
  route(app, '/api/webmember/getValidateCode', ['POST', 'GET'], (_req, res) => {
    const captcha = ctx.captchas.issue();
    res.setHeader('Cache-Control', 'no-store');
    ok<CaptchaData>(res, {
      validateCodeImge: captcha.image,
      verificationCodeToken: captcha.token,
    });
  });

  // POST /api/webmember/userPwdModify (token) {oldPassword, newPassword,
  // confirmPassword (RSA-OAEP base64), verificationCode,
  // verificationCodeToken, idcardHash}
  route(app, '/api/webmember/userPwdModify', ['POST'], (req, res) => {
    const { user } = requireCaller(ctx.store, req);
    const input = params(req);
    // A refusal the form shows next to its fields: HTTP 200, success false.
    const refuse = (message: string) => fail(res, 200, message);

    if (!verifyCaptchaParams(ctx.captchas, input)) {
      refuse(PASSWORD_MESSAGES.captcha);
      return;
    }
    // The form says idcardHash; idCardHash (other endpoints) is accepted too.
    const idcardHash = (
      optionalString(input, 'idcardHash') ??
      optionalString(input, 'idCardHash') ??
      ''
    ).trim();
    if (idcardHash === '') throw new HttpError(400, '缺少参数idcardHash');
    if (idcardHash.toLowerCase() !== user.idCardHash) {
      throw new HttpError(403, PASSWORD_MESSAGES.otherUser);
    }

    const { privateKey } = passwordKey(ctx.store);
    const decrypt = (name: string) => {
      const cipher = input[name];
      if (cipher === undefined || cipher === null || cipher === '') {
        throw new HttpError(400, `缺少参数${name}`);
      }
      // jsencrypt answers `false` when it cannot encrypt (text too long).
      const plain =
        typeof cipher === 'string'
          ? decryptPassword(privateKey, cipher)
          : undefined;
      if (plain === undefined) {
        throw new HttpError(400, PASSWORD_MESSAGES.decrypt);
      }
      return plain;
    };
    const oldPassword = decrypt('oldPassword');
    const newPassword = decrypt('newPassword');
    const confirmPassword = decrypt('confirmPassword');

    const oldProblem = validateOldPassword(oldPassword);
    if (oldProblem) {
      refuse(oldProblem);
      return;
    }
    if (!verifyPassword(oldPassword, user.passwordHash)) {
      refuse(PASSWORD_MESSAGES.oldWrong);
      return;
    }
    const problem =
      validateNewPassword(newPassword) ??
      validateConfirmPassword(confirmPassword, newPassword);
    if (problem) {
      refuse(problem);
      return;
    }
    if (newPassword === oldPassword) {
      refuse(PASSWORD_MESSAGES.sameAsOld);
      return;
    }

    // `user` is the stored record of this user in the request's tenant.
    user.passwordHash = hashNewPassword(newPassword);
    user.needUpdatePwd = false;
    ctx.store.write();
    ok(res, undefined, PASSWORD_MESSAGES.changed);
  });
}
