import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState } from '@portal/shared/ui';
import {
  Alert,
  Card,
  Col,
  Input,
  Pagination,
  Radio,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import { useCallback, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { fetchCourses } from './catalogue.api';
import {
  type CatalogueFilter,
  type CatalogueState,
  readCatalogueState,
  toCourseQuery,
  withFilter,
  writeCatalogueState,
} from './catalogue-query';
import { CategoryTree } from './category-tree';
import { CourseCard } from './course-card';

export const CATALOGUE_PAGE_SIZE = 12;

interface FilterOption {
  label: string;
  value: string;
}

const ALL: FilterOption = { label: '全部', value: '' };

const FILTERS: {
  key: Exclude<CatalogueFilter, 'categoryId' | 'name' | 'sort'>;
  label: string;
  options: FilterOption[];
}[] = [
  {
    key: 'isCompulsory',
    label: '课程性质',
    options: [
      ALL,
      { label: '必修', value: '1' },
      { label: '选修', value: '0' },
    ],
  },
  {
    key: 'resourceType',
    label: '课程类型',
    options: [
      ALL,
      { label: '视频', value: 'VIDEO' },
      { label: '图文', value: 'ARTICLE' },
    ],
  },
  {
    key: 'studyStatus',
    label: '学习状态',
    options: [
      ALL,
      { label: '未学习', value: '0' },
      { label: '学习中', value: '1' },
      { label: '已学习', value: '2' },
    ],
  },
  {
    key: 'duration',
    label: '课程时长',
    options: [
      ALL,
      { label: '短', value: 'short' },
      { label: '中', value: 'medium' },
      { label: '长', value: 'long' },
    ],
  },
];

const SORTS: FilterOption[] = [
  { label: '最新', value: 'newest' },
  { label: '最热', value: 'views' },
];

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 12,
  marginBottom: 12,
} as const;

function FilterRow({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div style={rowStyle}>
      <span id={id} style={{ minWidth: 64, color: '#595959' }}>
        {label}
      </span>
      <Radio.Group
        aria-labelledby={id}
        name={`course-${name}`}
        optionType="button"
        size="small"
        value={value}
        options={options}
        onChange={(event) => onChange(String(event.target.value))}
      />
    </div>
  );
}

export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCatalogueState(params), [params]);
  // A new address is a new history entry, so Back undoes the last change.
  const go = useCallback(
    (next: CatalogueState) => {
      const query = writeCatalogueState(next);
      if (query.toString() !== params.toString()) setParams(query);
    },
    [params, setParams],
  );
  const load = useCallback(
    () => fetchCourses(toCourseQuery(state, CATALOGUE_PAGE_SIZE)),
    [state],
  );
  const page = useRemoteData(load);

  return (
    <div data-testid="course-catalogue-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        课程推荐
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={5}>
          <Card
            size="small"
            title={<h2 style={{ margin: 0, fontSize: 16 }}>课程分类</h2>}
          >
            <nav aria-label="课程分类">
              <CategoryTree
                value={state.categoryId}
                onChange={(categoryId) =>
                  go(withFilter(state, 'categoryId', categoryId))
                }
              />
            </nav>
          </Card>
        </Col>
        <Col xs={24} lg={19}>
          <Card size="small" style={{ marginBottom: 16 }}>
            <section aria-label="筛选条件">
              {FILTERS.map((filter) => (
                <FilterRow
                  key={filter.key}
                  name={filter.key}
                  label={filter.label}
                  value={state[filter.key] ?? ''}
                  options={filter.options}
                  onChange={(value) => go(withFilter(state, filter.key, value))}
                />
              ))}
              <div style={{ ...rowStyle, marginBottom: 0 }}>
                <FilterRow
                  name="sort"
                  label="排序"
                  value={state.sort ?? 'newest'}
                  options={SORTS}
                  onChange={(value) =>
                    go(
                      withFilter(
                        state,
                        'sort',
                        value === 'newest' ? undefined : value,
                      ),
                    )
                  }
                />
                <Input.Search
                  // A new address (Back, a reset) puts its name in the box.
                  key={state.name ?? ''}
                  aria-label="课程名称"
                  placeholder="请输入课程名称"
                  allowClear
                  defaultValue={state.name}
                  enterButton="搜索"
                  onSearch={(value) =>
                    go(withFilter(state, 'name', value.trim()))
                  }
                  style={{ maxWidth: 320, marginBottom: 12 }}
                />
              </div>
            </section>
          </Card>
          {page.status === 'loading' && <Skeleton active />}
          {page.status === 'error' && (
            <Alert type="error" showIcon title={page.message} />
          )}
          {page.status === 'ready' &&
            (page.data.totalelements === 0 ||
            page.data.datalist.length === 0 ? (
              <EmptyState />
            ) : (
              <>
                <Row role="list" aria-label="课程列表" gutter={[16, 16]}>
                  {page.data.datalist.map((course) => (
                    <Col
                      role="listitem"
                      key={course.id}
                      xs={24}
                      sm={12}
                      md={8}
                      xl={6}
                    >
                      <CourseCard course={course} />
                    </Col>
                  ))}
                </Row>
                <Pagination
                  style={{ marginTop: 16 }}
                  align="center"
                  current={state.page}
                  pageSize={CATALOGUE_PAGE_SIZE}
                  total={page.data.totalelements}
                  onChange={(next) => go({ ...state, page: next })}
                  showSizeChanger={false}
                />
              </>
            ))}
        </Col>
      </Row>
    </div>
  );
}
