import { act, renderHook, waitFor } from '@testing-library/react';

import type { Page } from '@portal/shared/contracts';

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
});
