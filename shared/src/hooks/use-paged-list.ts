import { useCallback, useState } from 'react';

import type { Page } from '@portal/shared/contracts';
import { type RemoteData, useRemoteData } from './use-remote-data';

/**
 * One page of a backend list at a time. `pagenum` is 0-based as the backend
 * expects; antd's Pagination is 1-based, hence `current`. `key` (with
 * what `loadPage` depends on) keys each page's data for the server's
 * render (useRemoteData), `${key}:${current}`.
 */
export function usePagedList<T>(
  loadPage: (query: { pagesize: number; pagenum: number }) => Promise<Page<T>>,
  pagesize = 10,
  key?: string,
): {
  page: RemoteData<Page<T>>;
  current: number;
  setCurrent: (current: number) => void;
} {
  const [state, setState] = useState({ current: 1, loadPage });
  // A new query (a new loadPage) starts again from its first page.
  if (state.loadPage !== loadPage) setState({ current: 1, loadPage });
  const current = state.loadPage === loadPage ? state.current : 1;
  const setCurrent = useCallback(
    (next: number) => setState({ current: next, loadPage }),
    [loadPage],
  );
  const load = useCallback(
    () => loadPage({ pagesize, pagenum: current - 1 }),
    [loadPage, pagesize, current],
  );
  return {
    page: useRemoteData(load, key === undefined ? key : `${key}:${current}`),
    current,
    setCurrent,
  };
}
