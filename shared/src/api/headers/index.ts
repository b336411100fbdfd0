/**
 * '@portal/shared/api/headers': the headers every call carries (seed-spec
 * 7.1), built here for the HTTP client and for the shell's early script.
 * That script runs before the client is loaded and must stay small, so
 * this module imports neither ky nor the state store: the caller passes
 * the tenant it knows.
 */
import { createRequestId, getDeviceFingerprint } from '../fingerprint';
import { getToken } from '../session';

export async function requestHeaders(
  /** The site configuration's tenant; empty while it is not known. */
  tenantId: string,
  /** The session's token unless the caller knows a newer one. */
  token: string = getToken(),
): Promise<Record<string, string>> {
  return {
    'X-Requested-With': 'XMLHttpRequest',
    tenantId,
    deviceId: 'pc',
    deviceFingerprint: await getDeviceFingerprint(),
    token,
    'X-Request-Id': createRequestId(),
  };
}
