import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState, PortalLink } from '@portal/shared/ui';
import {
  Alert,
  Card,
  Input,
  Pagination,
  Radio,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ClassGrid } from './class-card';
import { type ClassStatus, fetchClasses } from './class-list.api';
import {
  type ClassListState,
  readClassListState,
  toClassQuery,
  withFilter,
  writeClassListState,
  yearOptions,
} from './class-list-query';

export const CLASS_PAGE_SIZE = 8;
export const NO_CLASSES = '暂无专题班，敬请期待';

const STATUS_OPTIONS: { label: string; value: ClassStatus | '' }[] = [
  { label: '全部', value: '' },
  { label: '报名中', value: 'NOT_STARTED' },
  { label: '进行中', value: 'IN_PROGRESS' },
  { label: '已结束', value: 'ENDED' },
];

/** The address state of a class list and a setter that writes it back. */
export function useClassListState(): [
  ClassListState,
  (next: ClassListState) => void,
] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(
    () => readClassListState(new URLSearchParams(key)),
    [key],
  );
  const setState = useCallback(
    (next: ClassListState) => setParams(writeClassListState(next)),
    [setParams],
  );
  return [state, setState];
}

/** The classes of a state, one page at a time, with its loading states. */
export function ClassResults({
  state,
  setState,
}: {
  state: ClassListState;
  setState: (next: ClassListState) => void;
}) {
  const queryKey = JSON.stringify(toClassQuery(state, CLASS_PAGE_SIZE));
  const load = useCallback(
    () => fetchClasses(JSON.parse(queryKey) as ReturnType<typeof toClassQuery>),
    [queryKey],
  );
  const page = useRemoteData(load);
  if (page.status === 'loading') return <Skeleton active />;
  if (page.status === 'error') {
    return <Alert type="error" showIcon title={page.message} />;
  }
  if (page.data.totalelements === 0) return <EmptyState text={NO_CLASSES} />;
  return (
    <>
      <ClassGrid items={page.data.datalist} />
      <Pagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={state.page}
        pageSize={page.data.pagesize}
        total={page.data.totalelements}
        showSizeChanger={false}
        onChange={(next) => setState({ ...state, page: next })}
      />
    </>
  );
}

export function ClassListPage() {
  const [state, setState] = useClassListState();
  const years = useMemo(() => yearOptions(), []);
  return (
    <div data-testid="mf-projects-page">
      <Card>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            网上专题班
          </Typography.Title>
          <PortalLink href="/projectIndexCity">按地市查看专题班</PortalLink>
        </Space>
        <Space orientation="vertical" size={12} style={{ margin: '16px 0' }}>
          <Space wrap>
            <span id="class-year-label">年度：</span>
            <Radio.Group
              aria-labelledby="class-year-label"
              optionType="button"
              size="small"
              value={state.year === undefined ? '' : String(state.year)}
              options={[
                { label: '全部', value: '' },
                ...years.map((y) => ({ label: `${y}年`, value: String(y) })),
              ]}
              onChange={(e) => {
                const value = String(e.target.value);
                setState(
                  withFilter(state, 'year', value ? Number(value) : undefined),
                );
              }}
            />
          </Space>
          <Space wrap>
            <span id="class-status-label">状态：</span>
            <Radio.Group
              aria-labelledby="class-status-label"
              optionType="button"
              size="small"
              value={state.status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(e) => {
                const value = String(e.target.value) as ClassStatus | '';
                setState(withFilter(state, 'status', value || undefined));
              }}
            />
          </Space>
          <Input.Search
            key={state.name ?? ''}
            aria-label="搜索专题班名称"
            placeholder="请输入专题班名称"
            allowClear
            defaultValue={state.name}
            onSearch={(value) =>
              setState(withFilter(state, 'name', value.trim() || undefined))
            }
            style={{ maxWidth: 360 }}
          />
        </Space>
        <ClassResults state={state} setState={setState} />
      </Card>
    </div>
  );
}
