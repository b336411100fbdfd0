import { ApiError, DEFAULT_NETWORK_MESSAGE, post } from '@portal/shared/api';
import type { AdminHandOff } from '@portal/shared/contracts';

/** Body of POST /api/sso/user/sendSmsCode. */
interface SendSmsCodeBody {
  phoneNumber: string;
  verificationCode: string;
  verificationCodeToken: string;
}

/** Body of POST /api/sso/user/checkUserSmsCode. */
interface CheckSmsCodeBody extends SendSmsCodeBody {
  clientId: string | undefined;
  code: string;
  idCardHash: string;
}

/** POST /api/sso/user/sendSmsCode (silent: the dialog shows failures). */
export function sendSmsCode(body: SendSmsCodeBody): Promise<unknown> {
  return post<unknown>('sso/user/sendSmsCode', body, { silent: true });
}

/** POST /api/sso/user/checkUserSmsCode (silent: the dialog shows failures). */
export function checkUserSmsCode(
  body: CheckSmsCodeBody,
): Promise<AdminHandOff | null | undefined> {
  return post<AdminHandOff | null | undefined>(
    'sso/user/checkUserSmsCode',
    body,
    { silent: true },
  );
}

/** The text to show for a failed call: the server's message as it came. */
export function failureText(error: unknown): string {
  return error instanceof ApiError && error.message
    ? error.message
    : DEFAULT_NETWORK_MESSAGE;
}

/** Whether a server message is about the image captcha (not the SMS code). */
export function mentionsImageCaptcha(text: string): boolean {
  return /验证码/.test(text) && !/短信/.test(text);
}
