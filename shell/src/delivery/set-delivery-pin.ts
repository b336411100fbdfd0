/** The status page's half of the pin: apart, so the boot keeps only the reading. */
import type { DeliveryPin } from '@portal/shared/contracts';

import { PIN_COOKIE, readDeliveryPins } from './delivery-pin';

/**
 * Pins `container` to a track for this browser session, or unpins it
 * (null). Takes effect at the next page load: the caller reloads.
 */
export function setDeliveryPin(
  container: string,
  track: DeliveryPin | null,
): void {
  const pins = readDeliveryPins();
  if (track) pins[container] = track;
  else delete pins[container];
  const value = Object.entries(pins)
    .map(([name, pin]) => `${name}:${pin}`)
    .join(',');
  document.cookie = value
    ? `${PIN_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`
    : `${PIN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}
