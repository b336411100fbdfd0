/**
 * Module Federation runtime plugin of the shell: how remotes are fetched and
 * what happens when one cannot be. It runs inside the federation runtime,
 * before any shared module is available, so it imports no shared module.
 *
 * - manifests are fetched with no-cache and retried once on a network error
 *   or a 5xx answer; one the page asked for early is taken from there
 *   (boot/early-answers.ts);
 * - every remote file gets a load timeout, 8 s by default instead of the
 *   SDK's 20 s (see remoteLoadTimeoutMs): a manifest fetch is aborted and a
 *   remoteEntry.js script given up after it; remoteEntry.js gets one retry;
 * - any load failure resolves to a marker module instead of a rejection, so
 *   the shell shows 服务暂不可用 and the rest of the portal keeps working.
 */
import type {
  getRemoteEntry,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

import { absoluteUrl, askEarly, takeEarlyAnswer } from '../boot/early-answers';

type RemoteEntryExports = Exclude<
  Awaited<ReturnType<typeof getRemoteEntry>>,
  false | void
>;

/** How long a remote's manifest, route manifest or remoteEntry.js may take. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;
const RETRY_DELAY_MS = 300;

/**
 * The load timeout in force: REMOTE_LOAD_TIMEOUT_MS, unless the page set
 * `window.__PORTAL_REMOTE_TIMEOUT_MS__` before the shell started (the e2e
 * fault tests do, to keep hang cases short). Read at every load.
 */
export function remoteLoadTimeoutMs(): number {
  const override = (globalThis as { __PORTAL_REMOTE_TIMEOUT_MS__?: unknown })
    .__PORTAL_REMOTE_TIMEOUT_MS__;
  return typeof override === 'number' &&
    Number.isFinite(override) &&
    override > 0
    ? override
    : REMOTE_LOAD_TIMEOUT_MS;
}

/** A signal that aborts after the load timeout (or with the caller's). */
export function loadTimeoutSignal(signal?: AbortSignal | null): AbortSignal {
  const timeout = AbortSignal.timeout(remoteLoadTimeoutMs());
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'TimeoutError'
  );
}

/** What loadRemote resolves to when the remote could not be loaded. */
interface RemoteLoadFailure {
  __remoteLoadFailure: true;
  id: string;
  lifecycle: string;
  message: string;
}

export function isRemoteLoadFailure(
  value: unknown,
): value is RemoteLoadFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<RemoteLoadFailure>).__remoteLoadFailure === true
  );
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetry(
  url: string,
  init: RequestInit,
): Promise<Response> {
  // A fetch that never answers would keep the remote loading for ever.
  const request = () =>
    fetch(url, {
      ...init,
      cache: 'no-cache',
      signal: loadTimeoutSignal(init?.signal),
    });
  try {
    const response = await request();
    if (response.status < 500) return response;
  } catch (error) {
    // A timeout is not retried (it would double the wait); a network
    // error is, below.
    if (isTimeout(error)) throw error;
  }
  await delay(RETRY_DELAY_MS);
  return request();
}

/**
 * Starts fetching a remote's mf-manifest.json now (the early script does,
 * beside its route manifest), so mounting its first page does not wait one
 * more round trip for it. The runtime's next fetch of that URL gets this
 * answer, with the same retry and timeout as its own.
 */
export function prefetchManifest(url: string): void {
  void askEarly(url, () => fetchWithRetry(absoluteUrl(url), {})).catch(
    // A failure is the runtime's to report, when it asks for the manifest.
    () => undefined,
  );
}

export default function remoteGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-guard',
    fetch(url, init) {
      return takeEarlyAnswer(url) ?? fetchWithRetry(url, init);
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: remoteLoadTimeoutMs() };
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      // The failed load is still registered as in flight; without removing it
      // the retry would wait for itself.
      delete globalLoading[uniqueKey];
      const retried = delay(RETRY_DELAY_MS)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((exports) => exports || undefined);
      // The hook's declared type nests a promise that the runtime awaits
      // once; a promise of the exports is what it actually handles.
      return retried as unknown as Promise<
        Promise<RemoteEntryExports | undefined>
      >;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const failure: RemoteLoadFailure = {
        __remoteLoadFailure: true,
        id,
        lifecycle,
        message: error instanceof Error ? error.message : String(error),
      };
      return failure;
    },
  };
}
