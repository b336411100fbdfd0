/** Which version of a canaried remote a learner runs. */
import type {
  DeliveryPin,
  RemoteChoice,
  RemoteMap,
} from '@portal/shared/contracts';

/** Buckets a learner falls into per remote; a share of 1 % is 100 of them. */
export const BUCKETS = 10_000;

/**
 * The learner's bucket for one remote, in [0, BUCKETS): FNV-1a (32 bits)
 * of the UTF-8 of `fingerprint NUL remote`, mixed by murmur3's fmix32 so
 * that ids differing in their last characters still land far apart. The
 * remote is part of the key, so being on one remote's candidate says
 * nothing about another's. Changing this function reshuffles every learner.
 */
export function bucketOf(fingerprint: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(
    `${fingerprint}\u0000${remote}`,
  )) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % BUCKETS;
}

/**
 * Whether a bucket runs the candidate at a share (percent): the lowest
 * buckets do, so raising the share keeps everyone already on it there.
 */
export function runsCandidate(bucket: number, share: number): boolean {
  return bucket < share * (BUCKETS / 100);
}

/** A version as it may appear in a manifest URL's folder and in a report. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,31}$/;

/** A manifest URL of the versioned layout: /<app>/<version>/mf-manifest.json. */
const MANIFEST_URL = /^(\/[^/]+\/)([^/]+)(\/mf-manifest\.json)$/;

/** The version folder a manifest URL names, or null for another layout. */
export function versionOfEntry(entry: string): string | null {
  return MANIFEST_URL.exec(entry)?.[2] ?? null;
}

/**
 * The version of `remote` a learner runs: the candidate when the map has a
 * usable canary for it and the learner's bucket falls within its share (or
 * the operator pinned their session to it), else the stable version. A
 * canary that cannot be loaded safely (no version folder in the stable URL
 * to swap, a version that is not a plain folder name, a share that is not a
 * number) counts as none. Null when the map does not name the remote.
 */
export function chooseVersion(
  map: RemoteMap,
  remote: string,
  fingerprint: string,
  pin?: DeliveryPin,
): RemoteChoice | null {
  const entry = map.remotes?.[remote];
  if (typeof entry !== 'string') return null;
  const stable: RemoteChoice = {
    track: 'stable',
    version: versionOfEntry(entry),
    entry,
  };
  const canary = map.canaries?.[remote];
  if (
    pin === 'stable' ||
    !canary ||
    stable.version === null ||
    typeof canary.version !== 'string' ||
    !VERSION_PATTERN.test(canary.version) ||
    canary.version === stable.version ||
    typeof canary.share !== 'number' ||
    !Number.isFinite(canary.share)
  ) {
    return stable;
  }
  const candidate: RemoteChoice = {
    track: 'candidate',
    version: canary.version,
    entry: entry.replace(MANIFEST_URL, `$1${canary.version}$3`),
  };
  if (pin === 'candidate') return candidate;
  return runsCandidate(bucketOf(fingerprint, remote), canary.share)
    ? candidate
    : stable;
}
