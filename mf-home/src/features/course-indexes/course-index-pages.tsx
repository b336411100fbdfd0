import type { CourseCategory } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Tabs, Typography } from 'antd';
import { useCallback } from 'react';

import { CourseGrid } from '../../components/card-grid';
import { fetchCategories, fetchCourses } from '../../lib/catalogue.api';
import { TAB_LABEL, useCompactLayout } from '../../lib/compact-layout';
import { toPaging, useUrlPaging } from '../../lib/url-paging';
import { TAB_PARAM, findRootCategory, readTab } from './course-index';

/** One row of cards on a wide screen. */
export const INDEX_PAGE_SIZE = 4;

const ALL_TAB = 'all';

function RootCourses({ root }: { root: CourseCategory }) {
  const { params, page, setPage, setParam } = useUrlPaging();
  const tab = readTab(root, params);
  const categoryId = tab?.id ?? root.id;
  const load = useCallback(
    () =>
      fetchCourses({
        ...toPaging(page, INDEX_PAGE_SIZE),
        categoryId,
        sort: 'newest',
      }),
    [page, categoryId],
  );
  const courses = useRemoteData(load);
  const children = root.children ?? [];
  const compact = useCompactLayout();
  const tabLabel = (text: string) =>
    compact ? <span style={TAB_LABEL}>{text}</span> : text;
  return (
    <>
      {children.length > 0 && (
        <Tabs
          activeKey={tab?.id ?? ALL_TAB}
          onChange={(key) =>
            setParam(TAB_PARAM, key === ALL_TAB ? undefined : key)
          }
          items={[
            { key: ALL_TAB, label: tabLabel('全部') },
            ...children.map((child) => ({
              key: child.id,
              label: tabLabel(child.name),
            })),
          ]}
        />
      )}
      <PagedView
        page={courses}
        current={page}
        pageSize={INDEX_PAGE_SIZE}
        onChange={setPage}
      >
        {(items) => <CourseGrid courses={items} />}
      </PagedView>
    </>
  );
}

/**
 * The courses of one root category of the tenant's catalogue (found by
 * name), with a tab per sub-category; tab and page are kept in the address.
 */
function CourseIndexPage({
  title,
  rootName,
}: {
  title: string;
  rootName: string;
}) {
  const categories = useRemoteData(fetchCategories);
  const root =
    categories.status === 'ready'
      ? findRootCategory(categories.data, rootName)
      : undefined;
  return (
    <div data-testid="course-index-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      <AsyncView data={categories} isEmpty={() => !root}>
        {() => root && <RootCourses key={root.id} root={root} />}
      </AsyncView>
    </div>
  );
}

/** /multipleIndex: 综合素养课程. */
export function MultipleIndexPage() {
  return <CourseIndexPage title="综合素养课程" rootName="综合素养" />;
}

/** /literaryIndex: 文艺专业课程. */
export function LiteraryIndexPage() {
  return <CourseIndexPage title="文艺专业课程" rootName="文艺专业" />;
}
