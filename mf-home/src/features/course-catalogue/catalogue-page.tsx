import { AppstoreOutlined, FilterOutlined } from '@ant-design/icons';
import type {
  CourseCategory,
  StoredDictionaryCode,
} from '@portal/shared/contracts';
import { type RemoteData, useRemoteData } from '@portal/shared/hooks';
import { AsyncView, BUTTON_LABELS, TEXT_SECONDARY } from '@portal/shared/ui';
import { DictionarySelect } from '@portal/shared/ui/dictionary-select';
import {
  Button,
  Card,
  Col,
  Drawer,
  Flex,
  Pagination,
  Radio,
  Row,
  Typography,
} from 'antd';
import {
  type CSSProperties,
  useCallback,
  useId,
  useMemo,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';

import { CourseGrid } from '../../components/card-grid';
import { SearchBox } from '../../components/search-box';
import { fetchCategories, fetchCourses } from '../../lib/catalogue.api';
import {
  PRIMARY_TOUCH,
  useCompactLayout,
  useNarrowLayout,
} from '../../lib/compact-layout';
import {
  type CatalogueFilter,
  type CatalogueState,
  readCatalogueState,
  toCourseQuery,
  withFilter,
  writeCatalogueState,
} from './catalogue-query';
import {
  ALL_CATEGORIES_TEXT,
  CategoryTree,
  categoryName,
} from './category-tree';

const CATALOGUE_PAGE_SIZE = 12;

interface FilterOption {
  label: string;
  value: string;
}

type DictionaryFilter = Exclude<
  CatalogueFilter,
  'categoryId' | 'name' | 'sort'
>;

/**
 * The filters' options are dictionaries whose codes are the values the
 * course list call takes; 全选选项 lifts a filter.
 */
const FILTERS: {
  key: DictionaryFilter;
  label: string;
  dictionary: StoredDictionaryCode;
}[] = [
  { key: 'isCompulsory', label: '课程性质', dictionary: 'COURSE_TYPE' },
  { key: 'resourceType', label: '课程类型', dictionary: 'RESOURCE_TYPE' },
  { key: 'studyStatus', label: '学习状态', dictionary: 'STUDY_STATUS' },
  { key: 'duration', label: '课程时长', dictionary: 'COURSE_DURATION' },
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
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  return (
    <div style={narrow ? { ...rowStyle, gap: 6 } : rowStyle}>
      <span
        id={id}
        // A phone puts the label above its choices, which then fit one line.
        style={{
          minWidth: 64,
          color: TEXT_SECONDARY,
          flexBasis: narrow ? '100%' : undefined,
        }}
      >
        {label}
      </span>
      <Radio.Group
        aria-labelledby={id}
        name={`course-${name}`}
        optionType="button"
        size={compact ? 'middle' : 'small'}
        value={value}
        options={options}
        onChange={(event) => onChange(String(event.target.value))}
      />
    </div>
  );
}

type Go = (next: CatalogueState) => void;

function SortRow({ state, go }: { state: CatalogueState; go: Go }) {
  return (
    <FilterRow
      name="sort"
      label="排序"
      value={state.sort ?? 'newest'}
      options={SORTS}
      onChange={(value) =>
        go(withFilter(state, 'sort', value === 'newest' ? undefined : value))
      }
    />
  );
}

function DictionaryFilterField({
  label,
  dictionary,
  value,
  onChange,
}: {
  label: string;
  dictionary: StoredDictionaryCode;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        // Two to a row on a phone, each as wide as half of it.
        flex: narrow ? '1 1 140px' : undefined,
      }}
    >
      <span id={id} style={{ color: TEXT_SECONDARY, whiteSpace: 'nowrap' }}>
        {label}
      </span>
      <DictionarySelect
        dictionary={dictionary}
        aria-labelledby={id}
        selectAll
        size={compact ? 'middle' : 'small'}
        style={narrow ? { flex: 1, minWidth: 0 } : { width: 140 }}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

function FilterRows({ state, go }: { state: CatalogueState; go: Go }) {
  return (
    <div style={{ ...rowStyle, gap: '12px 24px' }}>
      {FILTERS.map((filter) => (
        <DictionaryFilterField
          key={filter.key}
          label={filter.label}
          dictionary={filter.dictionary}
          value={state[filter.key]}
          onChange={(value) => go(withFilter(state, filter.key, value))}
        />
      ))}
    </div>
  );
}

function NameSearch({
  state,
  go,
  style,
}: {
  state: CatalogueState;
  go: Go;
  style?: CSSProperties;
}) {
  return (
    <SearchBox
      // A new address (Back, a reset) puts its name in the box.
      key={state.name ?? ''}
      aria-label="课程名称"
      placeholder="请输入课程名称"
      defaultValue={state.name}
      enterButton={BUTTON_LABELS.search}
      onSearch={(value) => go(withFilter(state, 'name', value.trim()))}
      style={style}
    />
  );
}

/** How many filters are chosen or differ from 最新 (shown on the 筛选 button). */
function activeFilters(state: CatalogueState): number {
  return (
    FILTERS.filter((filter) => state[filter.key] !== undefined).length +
    (state.sort && state.sort !== 'newest' ? 1 : 0)
  );
}

/**
 * Under 1024 px: the category tree moves into a drawer opened by a button
 * that names the current category, and the filters into a panel the 筛选
 * button opens; the name search stays in view.
 */
function CompactControls({
  state,
  go,
  categories,
}: {
  state: CatalogueState;
  go: Go;
  categories: RemoteData<CourseCategory[]>;
}) {
  const narrow = useNarrowLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const active = activeFilters(state);
  const current = !state.categoryId
    ? ALL_CATEGORIES_TEXT
    : ((categories.status === 'ready'
        ? categoryName(categories.data, state.categoryId)
        : undefined) ?? '已选分类');
  return (
    <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      <Flex gap={8}>
        <Button
          icon={<AppstoreOutlined aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
          style={{ ...PRIMARY_TOUCH, flex: 1, minWidth: 0 }}
        >
          <span
            style={{
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            课程分类：{current}
          </span>
        </Button>
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          type={active > 0 ? 'primary' : 'default'}
          ghost={active > 0}
          onClick={() => setFiltersOpen((open) => !open)}
          style={PRIMARY_TOUCH}
        >
          {active > 0 ? `筛选（${active}）` : '筛选'}
        </Button>
      </Flex>
      <div id={panelId} hidden={!filtersOpen}>
        <Card size="small">
          <section aria-label="筛选条件">
            <FilterRows state={state} go={go} />
            <SortRow state={state} go={go} />
          </section>
        </Card>
      </div>
      <NameSearch state={state} go={go} />
      <Drawer
        title="课程分类"
        placement="left"
        size={narrow ? '85%' : 360}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // Closed, it leaves no empty fixed layer over the page.
        destroyOnHidden
        styles={{ body: { padding: 8 } }}
      >
        <nav aria-label="课程分类">
          <CategoryTree
            touch
            categories={categories}
            value={state.categoryId}
            onChange={(categoryId) => {
              setDrawerOpen(false);
              go(withFilter(state, 'categoryId', categoryId));
            }}
          />
        </nav>
      </Drawer>
    </div>
  );
}

export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCatalogueState(params), [params]);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
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
  const query = toCourseQuery(state, CATALOGUE_PAGE_SIZE);
  // Drawn by the server as a visitor's, unless filtered by the learner's
  // own study status, which only his browser can ask for.
  const page = useRemoteData(
    load,
    query.studyStatus ? undefined : `catalogue:${JSON.stringify(query)}`,
  );
  const categories = useRemoteData(fetchCategories, 'course-categories');

  return (
    <div data-testid="course-catalogue-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        课程推荐
      </Typography.Title>
      {compact && (
        <CompactControls state={state} go={go} categories={categories} />
      )}
      <Row gutter={[16, 16]}>
        {!compact && (
          <Col xs={24} lg={5}>
            <Card
              size="small"
              title={<h2 style={{ margin: 0, fontSize: 16 }}>课程分类</h2>}
            >
              <nav aria-label="课程分类">
                <CategoryTree
                  categories={categories}
                  value={state.categoryId}
                  onChange={(categoryId) =>
                    go(withFilter(state, 'categoryId', categoryId))
                  }
                />
              </nav>
            </Card>
          </Col>
        )}
        <Col xs={24} lg={19}>
          {!compact && (
            <Card size="small" style={{ marginBottom: 16 }}>
              <section aria-label="筛选条件">
                <FilterRows state={state} go={go} />
                <div style={{ ...rowStyle, marginBottom: 0 }}>
                  <SortRow state={state} go={go} />
                  <NameSearch
                    state={state}
                    go={go}
                    style={{ maxWidth: 320, marginBottom: 12 }}
                  />
                </div>
              </section>
            </Card>
          )}
          <AsyncView
            data={page}
            isEmpty={(result) =>
              result.totalelements === 0 || result.datalist.length === 0
            }
          >
            {(result) => (
              <>
                <CourseGrid courses={result.datalist} leading />
                <Pagination
                  style={{ marginTop: 16 }}
                  align="center"
                  current={state.page}
                  pageSize={CATALOGUE_PAGE_SIZE}
                  total={result.totalelements}
                  onChange={(next) => go({ ...state, page: next })}
                  showSizeChanger={false}
                  showLessItems={narrow}
                />
              </>
            )}
          </AsyncView>
        </Col>
      </Row>
    </div>
  );
}
