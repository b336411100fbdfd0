/**
 * The key flow of seed-spec 4 and docs/ukey-protocol.md: pick the
 * certificate, verify the PIN, read the sign certificate, sign the server's
 * challenge and let the server check it. Pure orchestration: the key
 * service client and the two backend calls are injected, and the outcome
 * is a value the PIN dialog shows.
 */
import { ApiError, DEFAULT_NETWORK_MESSAGE } from '@portal/shared/api';
import {
  type AdminHandOff,
  type UkeyCertificate,
  type UkeyChallenge,
  type UkeyErrorCode,
  UKEY_VERIFY_FAILED_MESSAGE,
} from '@portal/shared/contracts';

import {
  KEY_SERVICE_MESSAGES,
  KeyServiceError,
  type KeyServiceClient,
} from './key-service-client';
import type { UkeyLoginBody } from './ukey-api';

export const UKEY_MESSAGES = {
  noCertificate: '无法获取证书',
  verifyFailed: UKEY_VERIFY_FAILED_MESSAGE,
  unavailable: KEY_SERVICE_MESSAGES.unavailable,
  cannotCreate: KEY_SERVICE_MESSAGES.cannotCreate,
  network: DEFAULT_NETWORK_MESSAGE,
} as const;

/** One certificate as listCertificates describes it. */
export type KeyCertificate = UkeyCertificate;

interface UkeyLoginInput {
  pin: string;
  /** The certificate the user picked, when the key holds several. */
  certId?: string;
  idCardHash: string;
}

export interface UkeyLoginDeps {
  /** The connected key-service client (connecting if needed). */
  getClient(): Promise<KeyServiceClient>;
  /** POST /api/sso/ukey/query/sign. */
  querySign(): Promise<Pick<UkeyChallenge, 'challenge'>>;
  /** POST /api/sso/ukey/login. */
  login(body: UkeyLoginBody): Promise<AdminHandOff | null | undefined>;
}

export type UkeyFailureKind =
  /** The key holds no certificate (modal error 无法获取证书). */
  | 'no-certificate'
  /** PIN_INCORRECT or KEY_LOCKED: the service's message, in the dialog. */
  | 'pin'
  /** Another key-service error: its message, in the dialog. */
  | 'key'
  /** The server refused the certificate (modal error 证书验证失败). */
  | 'verify-failed'
  /** The server refused another step (`success: false`): its message. */
  | 'refused'
  /** No key service (modal warning 提醒 with the driver link). */
  | 'unavailable'
  /** No WebSocket at all (modal error 无法创建WebSocket连接). */
  | 'cannot-create'
  /** Any other failure: 网络错误，请稍后重试. */
  | 'network';

type UkeyLoginResult =
  | { kind: 'success'; adminUrl?: string }
  | { kind: 'choose-certificate'; certificates: KeyCertificate[] }
  | { kind: 'failure'; reason: UkeyFailureKind; message: string };

function failure(reason: UkeyFailureKind, message: string): UkeyLoginResult {
  return { kind: 'failure', reason, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The certificates of a listCertificates answer (malformed ones dropped:
 * the answer comes off the wire unchecked).
 */
export function certificatesOf(result: unknown): KeyCertificate[] {
  if (!isRecord(result) || !Array.isArray(result.certificates)) return [];
  return result.certificates.filter(
    (item): item is KeyCertificate =>
      isRecord(item) && typeof item.id === 'string' && item.id !== '',
  );
}

/** What a failed step means for the user. */
function classifyUkeyError(error: unknown): UkeyLoginResult {
  if (error instanceof KeyServiceError) {
    switch (error.code) {
      case 'UNAVAILABLE':
      case 'CLOSED':
        return failure('unavailable', UKEY_MESSAGES.unavailable);
      case 'CANNOT_CREATE':
        return failure('cannot-create', UKEY_MESSAGES.cannotCreate);
      case 'PIN_INCORRECT' satisfies UkeyErrorCode:
      case 'KEY_LOCKED' satisfies UkeyErrorCode:
        return failure('pin', error.message);
      default:
        return failure('key', error.message);
    }
  }
  return failure('network', UKEY_MESSAGES.network);
}

/** A `success: false` answer (not a transport or HTTP failure). */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === undefined &&
    isRecord(error.body) &&
    error.body.success === false
  );
}

/** A string field of an answer, checked (it comes off the wire). */
function stringField<R extends object>(
  result: R,
  name: keyof R & string,
): string {
  const value: unknown = isRecord(result) ? result[name] : undefined;
  if (typeof value !== 'string' || value === '') {
    throw new Error(`the answer has no ${name}`);
  }
  return value;
}

/**
 * Runs the key flow once. Resolves (never rejects) with what to show:
 * success with the server's address, a certificate to choose, or a failure.
 */
export async function runUkeyLogin(
  input: UkeyLoginInput,
  deps: UkeyLoginDeps,
): Promise<UkeyLoginResult> {
  let signed: UkeyLoginBody;
  try {
    const client = await deps.getClient();
    const certificates = certificatesOf(await client.call('listCertificates'));
    if (certificates.length === 0) {
      return failure('no-certificate', UKEY_MESSAGES.noCertificate);
    }
    const chosen =
      certificates.length === 1
        ? certificates[0]
        : certificates.find((cert) => cert.id === input.certId);
    if (!chosen) return { kind: 'choose-certificate', certificates };
    const certId = chosen.id;

    await client.call('verifyPin', { certId, pin: input.pin });
    const certificate = stringField(
      await client.call('getSignCertificate', { certId }),
      'certificate',
    );
    const challenge = stringField(await deps.querySign(), 'challenge');
    const signature = stringField(
      await client.call('sign', {
        certId,
        data: `${input.idCardHash}.${challenge}`,
      }),
      'signature',
    );
    signed = { text: input.idCardHash, signData: signature, certificate };
  } catch (error) {
    return isRefusal(error) && error.message
      ? failure('refused', error.message)
      : classifyUkeyError(error);
  }

  try {
    const data = await deps.login(signed);
    return data?.adminUrl
      ? { kind: 'success', adminUrl: data.adminUrl }
      : { kind: 'success' };
  } catch (error) {
    // The server's own text when it is exactly 证书验证失败, else that text.
    return isRefusal(error)
      ? failure('verify-failed', UKEY_MESSAGES.verifyFailed)
      : classifyUkeyError(error);
  }
}
