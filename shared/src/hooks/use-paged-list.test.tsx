import { act, renderHook, waitFor } from '@testing-library/react';

import type { Page } from '@portal/shared/contracts';

import { provideFirstScreenData } from './first-screen';
import { usePagedList } from './use-paged-list';

function pageOf(pagenum: number): Page<number> {
  return {
    datalist: [pagenum],
    pagenum,
    pagesize: 1,
    totalelements: 5,
    totalpages: 5,
  };
}

describe('usePagedList', () => {
  it('loads the page asked for and starts again at page 1 for a new query', async () => {
    const first = vi.fn((q: { pagesize: number; pagenum: number }) =>
      Promise.resolve(pageOf(q.pagenum)),
    );
    const second = vi.fn((q: { pagesize: number; pagenum: number }) =>
      Promise.resolve(pageOf(q.pagenum)),
    );
    const { result, rerender } = renderHook(
      ({ load }) => usePagedList(load, 1),
      {
        initialProps: { load: first },
      },
    );
    await waitFor(() => expect(result.current.page.status).toBe('ready'));
    act(() => result.current.setCurrent(3));
    await waitFor(() =>
      expect(first).toHaveBeenLastCalledWith({ pagesize: 1, pagenum: 2 }),
    );
    rerender({ load: second });
    expect(result.current.current).toBe(1);
    await waitFor(() =>
      expect(second).toHaveBeenLastCalledWith({ pagesize: 1, pagenum: 0 }),
    );
  });

  it('starts from the page the server drew, keyed with its number', async () => {
    provideFirstScreenData({ 'notices::1': pageOf(0) });
    const load = vi.fn((q: { pagesize: number; pagenum: number }) =>
      Promise.resolve(pageOf(q.pagenum)),
    );
    const { result } = renderHook(() => usePagedList(load, 1, 'notices:'));
    expect(result.current.page).toEqual({ status: 'ready', data: pageOf(0) });
    // The next page is not the server's: it is loaded.
    act(() => result.current.setCurrent(2));
    await waitFor(() =>
      expect(result.current.page).toEqual({ status: 'ready', data: pageOf(1) }),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith({ pagesize: 1, pagenum: 1 });
  });
});
