/**
 * The UKEY key-service protocol (docs/ukey-protocol.md), declared once: the
 * page's client (mf-admin-entry/src/features/ukey) and the simulator
 * (ukey-simulator/) both compile against it, so a renamed method or field
 * is a type error on both sides. What the simulator alone decides (its PIN,
 * key id, texts) lives in ukey-simulator/src/virtual-key.ts.
 */

/** The key service's port on the learner's machine (`ws://127.0.0.1:<port>`). */
export const DEFAULT_UKEY_PORT = 23577;

/** A certificate on the key, as listCertificates describes it. */
export interface UkeyCertificate {
  /** SHA-1 fingerprint of the DER, lower-case hex (40 characters). */
  id: string;
  /** RFC 4514 string, e.g. `CN=赵密钥, OU=安全保密处, …`. */
  subject: string;
  issuer: string;
  /** Hex. */
  serialNumber: string;
  /** ISO 8601. */
  notBefore: string;
  notAfter: string;
}

/** Params of a method that takes none (`{}` or left out). */
export type UkeyNoParams = Record<string, never>;

export interface ListCertificatesResult {
  /** Empty when no key is inserted. */
  certificates: UkeyCertificate[];
}
// Params are type aliases (not interfaces) so that they pass as plain
// records (`Record<string, unknown>`).
export type VerifyPinParams = {
  certId: string;
  pin: string;
};
export interface VerifyPinResult {
  verified: true;
}
export type GetSignCertificateParams = {
  certId: string;
};
export interface GetSignCertificateResult {
  /** Base64 DER. */
  certificate: string;
}
export type SignParams = {
  certId: string;
  /** Text whose UTF-8 bytes are signed. */
  data: string;
};
export interface SignResult {
  /** Base64 SHA256withRSA (PKCS#1 v1.5) signature. */
  signature: string;
}

/** Every method: what the page sends as `params`, what `result` holds. */
export interface UkeyMethods {
  listCertificates: { params: UkeyNoParams; result: ListCertificatesResult };
  verifyPin: { params: VerifyPinParams; result: VerifyPinResult };
  getSignCertificate: {
    params: GetSignCertificateParams;
    result: GetSignCertificateResult;
  };
  sign: { params: SignParams; result: SignResult };
}

export type UkeyMethod = keyof UkeyMethods;
export type UkeyParams<M extends UkeyMethod> = UkeyMethods[M]['params'];
export type UkeyResult<M extends UkeyMethod> = UkeyMethods[M]['result'];
/** The params argument of a call: optional when the method takes none. */
export type UkeyCallParams<M extends UkeyMethod> =
  UkeyParams<M> extends UkeyNoParams
    ? [params?: UkeyParams<M>]
    : [params: UkeyParams<M>];

export type UkeyErrorCode =
  | 'NO_KEY'
  | 'CERT_NOT_FOUND'
  | 'PIN_INCORRECT'
  | 'KEY_LOCKED'
  | 'PIN_REQUIRED'
  | 'BAD_REQUEST'
  | 'UNKNOWN_METHOD'
  | 'INTERNAL_ERROR';

export interface UkeyError {
  code: UkeyErrorCode;
  /** Chinese text the page shows as is. */
  message: string;
  /** With PIN_INCORRECT and KEY_LOCKED. */
  retriesLeft?: number;
}

/** What the page sends. */
export type UkeyRequest<M extends UkeyMethod = UkeyMethod> = {
  [K in M]: { id: string; method: K; params?: UkeyParams<K> };
}[M];

export interface UkeySuccess<M extends UkeyMethod = UkeyMethod> {
  id: string;
  ok: true;
  result: UkeyResult<M>;
}
export interface UkeyFailure {
  /** null when the request had no usable id. */
  id: string | null;
  ok: false;
  error: UkeyError;
}
/** What the service answers, with the request's id. */
export type UkeyAnswer<M extends UkeyMethod = UkeyMethod> =
  UkeySuccess<M> | UkeyFailure;

export type UkeyEventName = 'keyInserted' | 'keyRemoved';
/** Pushed by the service, without an id. */
export interface UkeyEvent {
  event: UkeyEventName;
  data: { keyId: string };
}
