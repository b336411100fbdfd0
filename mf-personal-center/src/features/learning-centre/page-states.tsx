import type { RemoteData } from '@portal/shared/hooks';
import type { Page } from '@portal/shared/types';
import { EmptyState } from '@portal/shared/ui';
import { Alert, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** Loading, error and empty states of one page of a list, then the list. */
export function PageStates<T>({
  page,
  empty = '暂无数据',
  current,
  onPage,
  children,
}: {
  page: RemoteData<Page<T>>;
  empty?: string;
  current?: number;
  onPage?: (current: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (page.status === 'loading') return <Skeleton active />;
  if (page.status === 'error')
    return <Alert type="error" showIcon title={page.message} />;
  if (page.data.totalelements === 0 || page.data.datalist.length === 0)
    return <EmptyState text={empty} />;
  return (
    <>
      {children(page.data.datalist)}
      {onPage && page.data.totalelements > page.data.pagesize && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={current}
          pageSize={page.data.pagesize}
          total={page.data.totalelements}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}

export const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

export const itemStyle = {
  display: 'flex',
  gap: 16,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: '12px 0',
  borderBottom: '1px solid #f0f0f0',
  flexWrap: 'wrap',
} as const;
