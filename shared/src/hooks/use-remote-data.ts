import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading' }
  /** `retry` loads again; views show it as a 重试 button. */
  | { status: 'error'; message: string; retry?: () => void }
  | { status: 'ready'; data: T };

/**
 * Loads data once per mount (and again on `retry` after a failure) and
 * ignores answers that arrive after unmount or after a newer load started.
 */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : '系统异常',
          retry,
        }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt, retry]);
  return state;
}
