import type { DeliveryPin } from '@portal/shared/contracts';

/**
 * An operator's choice of version per remote, for their own browser: a
 * session cookie (no Expires, so it ends with the browser session; Path=/,
 * so every tab of the portal reads it; a cookie, so no other browser ever
 * has it). Its value is `container:track` pairs, e.g.
 * `mf_home:candidate,mf_exams:stable`, URI-encoded.
 */
export const PIN_COOKIE = 'portal-delivery-pin';

const PAIR = /^([A-Za-z_][A-Za-z0-9_]*):(stable|candidate)$/;

/** The pins of a cookie string (document.cookie); anything malformed is ignored. */
export function readDeliveryPins(
  cookie: string = document.cookie,
): Record<string, DeliveryPin> {
  const pins: Record<string, DeliveryPin> = {};
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== PIN_COOKIE) continue;
    let value = '';
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      continue;
    }
    for (const pair of value.split(',')) {
      const match = PAIR.exec(pair);
      if (match) pins[match[1] as string] = match[2] as DeliveryPin;
    }
  }
  return pins;
}
