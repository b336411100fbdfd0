import type { ScheduleStatus } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import {
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Button, Card, Flex, Input, Space, Typography } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DictionarySelect } from '@portal/shared/ui/dictionary-select';
import { PagedView } from '@portal/shared/ui/paged-view';

import { cardBody, touchClear, touchLink } from '@portal/shared/ui/touch';
import { ClassGrid } from './class-card';
import { fetchClasses } from './class-list.api';
import {
  type ClassListState,
  readClassListState,
  toClassQuery,
  withFilter,
  writeClassListState,
} from './class-list-query';

const CLASS_PAGE_SIZE = 8;
const NO_CLASSES = '暂无专题班，敬请期待';

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
  const page = useRemoteData(load, `classes:${queryKey}`);
  return (
    <PagedView
      page={page}
      current={state.page}
      onChange={(next) => setState({ ...state, page: next })}
      empty={NO_CLASSES}
      align="end"
    >
      {(items) => <ClassGrid items={items} />}
    </PagedView>
  );
}

export function ClassListPage() {
  const [state, setState] = useClassListState();
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const chosen = (state.year === undefined ? 0 : 1) + (state.status ? 1 : 0);
  const search = (
    <Input.Search
      key={state.name ?? ''}
      aria-label="搜索专题班名称"
      placeholder="请输入专题班名称"
      allowClear={touchClear(compact)}
      defaultValue={state.name}
      onSearch={(value) =>
        setState(withFilter(state, 'name', value.trim() || undefined))
      }
      style={compact ? { flex: '1 1 180px', minWidth: 0 } : { maxWidth: 360 }}
      {...(compact ? { size: 'large' as const } : {})}
    />
  );
  // Under 1024 px the year and status selects fold behind a 筛选 button, so
  // the classes start near the top of a phone screen. Their options are the
  // CLASS_YEAR and CLASS_STATUS dictionaries; 全选选项 lifts a filter.
  const field = compact ? { flex: 1, minWidth: 0 } : { width: 160 };
  const filters = (
    <>
      <Flex align="center" gap={8}>
        <span id="class-year-label">年度：</span>
        <DictionarySelect
          dictionary="CLASS_YEAR"
          runtime
          aria-labelledby="class-year-label"
          selectAll
          size={compact ? 'large' : 'middle'}
          style={field}
          value={state.year === undefined ? undefined : String(state.year)}
          onChange={(value) =>
            setState(
              withFilter(state, 'year', value ? Number(value) : undefined),
            )
          }
        />
      </Flex>
      <Flex align="center" gap={8}>
        <span id="class-status-label">状态：</span>
        <DictionarySelect
          dictionary="CLASS_STATUS"
          aria-labelledby="class-status-label"
          selectAll
          size={compact ? 'large' : 'middle'}
          style={field}
          value={state.status}
          onChange={(value) =>
            setState(
              withFilter(state, 'status', value as ScheduleStatus | undefined),
            )
          }
        />
      </Flex>
    </>
  );
  return (
    <div data-testid="mf-projects-page">
      <Card styles={cardBody(narrow)}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            网上专题班
          </Typography.Title>
          <PortalLink href="/projectIndexCity" style={touchLink(compact)}>
            按地市查看专题班
          </PortalLink>
        </Space>
        {compact ? (
          <div style={{ margin: '12px 0 16px' }}>
            <Flex gap={8} wrap>
              {search}
              <Button
                size="large"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                icon={
                  filtersOpen ? (
                    <UpOutlined aria-hidden />
                  ) : (
                    <DownOutlined aria-hidden />
                  )
                }
                iconPlacement="end"
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {chosen > 0 ? `筛选（${chosen}）` : '筛选'}
              </Button>
            </Flex>
            <div id={filtersId} hidden={!filtersOpen}>
              <Flex vertical gap={12} style={{ marginTop: 12 }}>
                {filters}
              </Flex>
            </div>
          </div>
        ) : (
          <Space orientation="vertical" size={12} style={{ margin: '16px 0' }}>
            <Flex gap={24} wrap>
              {filters}
            </Flex>
            {search}
          </Space>
        )}
        <ClassResults state={state} setState={setState} />
      </Card>
    </div>
  );
}
