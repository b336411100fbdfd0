import { Pagination } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

import type { RemoteData } from '@portal/shared/hooks';
import type { Page } from '@portal/shared/contracts';
import { AsyncView, EmptyState } from '@portal/shared/ui';

export interface PagedViewProps<T> {
  page: RemoteData<Page<T>>;
  /** The page shown, 1-based. */
  current: number;
  onChange: (page: number) => void;
  /** Rows per page; the answer's `pagesize` by default. */
  pageSize?: number;
  empty?: string;
  /** Where the pager sits under the list. */
  align?: 'start' | 'center' | 'end';
  loading?: ReactNode;
  children: (items: T[]) => ReactNode;
}

// The pager wraps rather than widen the page: in 长者模式 (44 px targets)
// five pages and the arrows are wider than a 320 px phone.
const PAGER_STYLE: CSSProperties = {
  marginTop: 16,
  flexWrap: 'wrap',
  rowGap: 8,
};

/**
 * One page of a list with the loading, error and empty states and the
 * pager. A page past the end (an old address) shows the empty state with
 * the pager, so the learner can go back.
 */
export function PagedView<T>({
  page,
  current,
  onChange,
  pageSize,
  empty = '暂无数据',
  align = 'center',
  loading,
  children,
}: PagedViewProps<T>) {
  return (
    <AsyncView
      data={page}
      isEmpty={(p) => p.totalelements === 0}
      empty={empty}
      loading={loading}
    >
      {(p) => {
        const size = pageSize ?? p.pagesize;
        return (
          <>
            {p.datalist.length === 0 ? (
              <EmptyState text={empty} />
            ) : (
              children(p.datalist)
            )}
            {(p.totalelements > size || current > 1) && (
              <Pagination
                style={PAGER_STYLE}
                align={align}
                current={current}
                pageSize={size}
                total={p.totalelements}
                onChange={onChange}
                showSizeChanger={false}
              />
            )}
          </>
        );
      }}
    </AsyncView>
  );
}
