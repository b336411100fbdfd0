import { useCallback, useContext, useEffect, useState } from 'react';

import {
  consumeFirstScreenAnswer,
  type FirstScreenCollector,
  FirstScreenContext,
  firstScreenAnswer,
  startingAnswer,
} from './first-screen';

export type RemoteData<T> =
  | { status: 'loading' }
  /** `retry` loads again; views show it as a 重试 button. */
  | { status: 'error'; message: string; retry?: () => void }
  | { status: 'ready'; data: T };

function initialData<T>(
  server: FirstScreenCollector | null,
  key: string | undefined,
  load: () => Promise<T>,
): RemoteData<T> {
  const answer =
    key === undefined ? undefined : startingAnswer(server, key, load);
  return answer
    ? { status: 'ready', data: answer.data }
    : { status: 'loading' };
}

/**
 * Loads data once per mount (and again on `retry` after a failure) and
 * ignores answers that arrive after unmount or after a newer load started.
 *
 * `key` (unique on the page, with what the load depends on: `course:13001`)
 * lets the server render the view with its data (see first-screen.ts): a
 * keyed view starts from the answer the page came with and loads nothing
 * on its first mount (a learner's loads his own behind it).
 */
export function useRemoteData<T>(
  load: () => Promise<T>,
  key?: string,
): RemoteData<T> {
  const server = useContext(FirstScreenContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteData<T>>(() =>
    initialData(server, key, load),
  );
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    const handed =
      attempt === 0 && key !== undefined ? firstScreenAnswer(key) : undefined;
    if (handed && key !== undefined) {
      consumeFirstScreenAnswer(key);
      // A visitor's answer shown to a learner is replaced by his own.
      if (!handed.stale) return;
    }
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live &&
        // A failed refresh keeps the visitor's answer on the page.
        !handed &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : '系统异常',
          retry,
        }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt, retry, key]);
  return state;
}
