import { AppContext } from '@portal/shared/antd';
import type { FeedbackApi, FeedbackHolders } from '@portal/shared/feedback';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type Holders = ComponentType<{ onReady: (api: FeedbackApi) => void }>;
type Call = (api: FeedbackApi) => void;

const MESSAGE_METHODS = [
  'success',
  'error',
  'info',
  'warning',
  'loading',
  'open',
  'destroy',
] as const;
const NOTIFICATION_METHODS = [
  'success',
  'error',
  'info',
  'warning',
  'open',
  'destroy',
] as const;
const MODAL_METHODS = [
  'confirm',
  'info',
  'success',
  'error',
  'warning',
] as const;

/**
 * The page's message, notification and modal APIs before their code is
 * here: each call waits for it and then runs. Callers in the portal do not
 * keep what the calls return (a close handle), so the stand-ins return
 * handles that act once the real one exists.
 */
function deferredApi(run: (call: Call) => void): FeedbackApi {
  const forward = <K extends string>(
    methods: readonly K[],
    pick: (api: FeedbackApi) => Record<K, (...args: never[]) => unknown>,
  ) =>
    Object.fromEntries(
      methods.map((method) => [
        method,
        (...args: never[]) => {
          let handle: unknown;
          run((api) => {
            handle = pick(api)[method](...args);
          });
          const act = (name: 'destroy' | 'update', ...rest: unknown[]) =>
            run(() => {
              const target = handle as Record<string, unknown> | undefined;
              const fn = target?.[name];
              if (typeof fn === 'function') fn(...rest);
            });
          // A message handle is a close function that is also a promise.
          return Object.assign(() => act('destroy'), {
            then: (resolve?: (value: boolean) => void) =>
              Promise.resolve(true).then(resolve),
            destroy: () => act('destroy'),
            update: (config: unknown) => act('update', config),
          });
        },
      ]),
    );
  // The stand-ins have the real APIs' call signatures (above); TypeScript
  // cannot see that through Object.fromEntries.
  return {
    message: forward(MESSAGE_METHODS, (api) => api.message),
    notification: forward(NOTIFICATION_METHODS, (api) => api.notification),
    modal: forward(MODAL_METHODS, (api) => api.modal),
  } as unknown as FeedbackApi;
}

let feedbackModule: Promise<{
  FeedbackHolders: typeof FeedbackHolders;
}> | null = null;

function loadFeedbackModule() {
  feedbackModule ??= import('@portal/shared/feedback').catch(
    (error: unknown) => {
      // The next call tries again.
      feedbackModule = null;
      throw error;
    },
  );
  return feedbackModule;
}

/** How long a message is on screen at least before the page leaves. */
const MIN_ON_SCREEN_MS = 1000;
/** How long the page waits at most for a message's code before it leaves. */
const MAX_WAIT_MS = 5000;

/** Messages asked for whose code (or holders) is not here yet, on any provider. */
let waitingShows = 0;
/** When the last message went on screen (performance.now()). */
let lastShownAt = -Infinity;
const whenNoneWaiting = new Set<() => void>();

function noteShown(): void {
  lastShownAt = performance.now();
}

function settleWaiting(count: number): void {
  waitingShows = Math.max(0, waitingShows - count);
  if (waitingShows > 0) return;
  for (const resolve of [...whenNoneWaiting]) resolve();
  whenNoneWaiting.clear();
}

/**
 * Runs `then` `delayMs` after it is asked for, and once every message asked
 * for so far is on screen (their code is fetched on first use, which can
 * take longer than `delayMs`) and has been for a second: for a message shown
 * just before the page leaves (a warning before the login page, 修改成功
 * before the sign-out, 身份过期 before the logout), so it is seen.
 */
export function afterFeedbackShown(delayMs: number, then: () => void): void {
  const due = performance.now() + delayMs;
  // A message whose code never comes holds nothing up for long.
  const allShown =
    waitingShows === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          whenNoneWaiting.add(resolve);
          setTimeout(resolve, MAX_WAIT_MS);
        });
  void allShown.then(() => {
    const at = Math.max(due, lastShownAt + MIN_ON_SCREEN_MS);
    setTimeout(then, Math.max(0, at - performance.now()));
  });
}

/**
 * antd's App, deferred: provides `App.useApp()`'s message, notification and
 * modal to the page at once, and fetches their code (a later tier of the
 * antd facade) on the first call or the first touch of the page, whichever
 * comes first, instead of on every first load.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [holders, setHolders] = useState<Holders | null>(null);
  const real = useRef<FeedbackApi | null>(null);
  const waiting = useRef<Call[]>([]);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadFeedbackModule().then(
      (module) => setHolders(() => module.FeedbackHolders),
      (error: unknown) => {
        // Try again on the next call; say what could not be shown.
        loading.current = false;
        console.error('[portal] 提示组件加载失败', error);
        settleWaiting(waiting.current.length);
        waiting.current = [];
      },
    );
  }, []);

  // Calls still waiting when the provider goes (its remote unmounted) will
  // not be shown: nothing waits for them.
  useEffect(
    () => () => {
      settleWaiting(waiting.current.length);
      waiting.current = [];
    },
    [],
  );

  useEffect(() => {
    const soon = () => load();
    const options = { once: true, capture: true, passive: true };
    window.addEventListener('pointerdown', soon, options);
    window.addEventListener('keydown', soon, options);
    return () => {
      window.removeEventListener('pointerdown', soon, options);
      window.removeEventListener('keydown', soon, options);
    };
  }, [load]);

  const onReady = useCallback((api: FeedbackApi) => {
    real.current = api;
    const calls = waiting.current;
    waiting.current = [];
    for (const call of calls) call(api);
    if (calls.length > 0) noteShown();
    settleWaiting(calls.length);
  }, []);

  const value = useMemo(
    () =>
      deferredApi((call) => {
        if (real.current) {
          call(real.current);
          noteShown();
        } else {
          waiting.current.push(call);
          waitingShows += 1;
          load();
        }
      }),
    [load],
  );

  const Holders = holders;
  return (
    <AppContext.Provider value={value}>
      {children}
      {Holders && <Holders onReady={onReady} />}
    </AppContext.Provider>
  );
}

/** `App.useApp()` without importing App: message, notification and modal. */
export function useFeedback(): FeedbackApi {
  return useContext(AppContext);
}
