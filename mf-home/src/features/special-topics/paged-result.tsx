import type { RemoteData } from '@portal/shared/hooks';
import type { Page } from '@portal/shared/types';
import { EmptyState } from '@portal/shared/ui';
import { Alert, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * One page of a list with its loading, error and empty states and the
 * pager. A page past the end (an old address) shows the empty state with
 * the pager, so the learner can go back.
 */
export function PagedResult<T>({
  page,
  current,
  pageSize,
  onChange,
  empty = '暂无数据',
  children,
}: {
  page: RemoteData<Page<T>>;
  current: number;
  pageSize: number;
  onChange: (page: number) => void;
  empty?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (page.status === 'loading') return <Skeleton active />;
  if (page.status === 'error') {
    return <Alert type="error" showIcon title={page.message} />;
  }
  const { datalist, totalelements } = page.data;
  if (totalelements === 0) return <EmptyState text={empty} />;
  return (
    <>
      {datalist.length === 0 ? <EmptyState text={empty} /> : children(datalist)}
      {(totalelements > pageSize || current > 1) && (
        <Pagination
          style={{ marginTop: 16 }}
          align="center"
          current={current}
          pageSize={pageSize}
          total={totalelements}
          onChange={onChange}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
