import { useEffect, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/** Loads data once per mount and ignores answers that arrive after unmount. */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : '系统异常',
        }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
