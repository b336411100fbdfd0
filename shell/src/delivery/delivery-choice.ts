import { getDeviceFingerprint } from '@portal/shared/api';
import {
  type CanaryEntry,
  type DeliveryPin,
  type RemoteChoice,
  type RemoteMap,
} from '@portal/shared/contracts';
import { chooseVersion } from '@portal/shared/delivery';
import type { RemoteDescriptor } from '@portal/shared/types';

import { readDeliveryPins } from './delivery-pin';

/** What this page chose for one remote of the tenant's map that has a canary. */
export interface RemoteDelivery {
  remote: string;
  canary: CanaryEntry;
  /** The version of the map's stable URL. */
  stableVersion: string | null;
  choice: RemoteChoice;
  pin: DeliveryPin | null;
}

/** Remembered for this page: the reports and the status page read it. */
let chosen = new Map<string, RemoteDelivery>();

/** Whether the map has at least one canary (only then is a fingerprint needed). */
export function hasCanaries(map: RemoteMap): boolean {
  return Object.keys(map.canaries ?? {}).length > 0;
}

/**
 * The descriptors of a map with each canaried remote's version chosen for
 * this device and the operator's pins, and the choices remembered. A map
 * without canaries gives its stable URLs and remembers nothing.
 */
export function chooseRemotes(
  map: RemoteMap,
  fingerprint: string,
  pins: Record<string, DeliveryPin> = {},
): RemoteDescriptor[] {
  chosen = new Map();
  return Object.entries(map.remotes ?? {}).map(([name, entry]) => {
    const canary = map.canaries?.[name];
    if (!canary) return { name, entry };
    const pin = pins[name] ?? null;
    const choice = chooseVersion(map, name, fingerprint, pin ?? undefined);
    if (!choice) return { name, entry };
    chosen.set(name, {
      remote: name,
      canary,
      stableVersion: chooseVersion(map, name, '', 'stable')?.version ?? null,
      choice,
      pin,
    });
    return { name, entry: choice.entry };
  });
}

/**
 * The remotes to register for a tenant's map. Only a map with a canary
 * waits for the device's id (usually a localStorage read) and reads the
 * pin cookie: the others load their stable URLs as before.
 */
export async function remoteDescriptors(
  map: RemoteMap,
): Promise<RemoteDescriptor[]> {
  if (!hasCanaries(map)) return chooseRemotes(map, '');
  return chooseRemotes(map, await getDeviceFingerprint(), readDeliveryPins());
}

/** Every remote with a canary, in the map's order. */
export function deliveryChoices(): RemoteDelivery[] {
  return [...chosen.values()];
}

/**
 * The version of a canaried remote this page runs, which reports carry;
 * null for a remote without a canary, which is never reported.
 */
export function reportedVersion(remote: string): string | null {
  return chosen.get(remote)?.choice.version ?? null;
}
