import { usePagedList } from '@portal/shared/hooks';
import { EmptyState, useNarrowLayout } from '@portal/shared/ui';
import type { Page } from '@portal/shared/types';
import { Alert, Card, Pagination, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';

import type { ClassDetail } from '../class-detail/class-detail.api';
import {
  ClassGate,
  ClassPageHeader,
  useClassDetail,
  useClassId,
} from '../class-detail/class-context';
import { cardBody } from '../small-screens/touch';
import type { ClassPost } from './class-posts.api';

type Loader = (query: {
  tbtpId: string;
  pagesize: number;
  pagenum: number;
}) => Promise<Page<ClassPost>>;

function PostList({
  detail,
  title,
  loader,
}: {
  detail: ClassDetail;
  title: string;
  loader: Loader;
}) {
  const load = useCallback(
    (query: { pagesize: number; pagenum: number }) =>
      loader({ ...query, tbtpId: detail.tbtpId }),
    [loader, detail.tbtpId],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  const narrow = useNarrowLayout();
  return (
    <div data-testid="mf-projects-page">
      <Card styles={cardBody(narrow)}>
        <ClassPageHeader title={title} detail={detail} />
        {page.status === 'loading' && <Skeleton active />}
        {page.status === 'error' && (
          <Alert type="error" showIcon title={page.message} />
        )}
        {page.status === 'ready' &&
          (page.data.totalelements === 0 ? (
            <EmptyState text="暂无内容" />
          ) : (
            <>
              <ul
                aria-label={`${title}列表`}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {page.data.datalist.map((post) => (
                  <li
                    key={post.id}
                    style={{
                      borderBottom: '1px solid rgba(0,0,0,0.06)',
                      padding: '12px 0',
                    }}
                  >
                    <article aria-labelledby={`post-${post.id}`}>
                      <Typography.Title
                        level={2}
                        id={`post-${post.id}`}
                        style={{ fontSize: 16, marginBottom: 4 }}
                      >
                        {post.title}
                      </Typography.Title>
                      <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
                        {post.author} ·{' '}
                        <time dateTime={post.publishTime.replace(' ', 'T')}>
                          {post.publishTime.slice(0, 16)}
                        </time>
                      </div>
                      {post.content.split('\n').map((line, k) => (
                        <p key={k} style={{ margin: '6px 0 0' }}>
                          {line}
                        </p>
                      ))}
                    </article>
                  </li>
                ))}
              </ul>
              <Pagination
                style={{ marginTop: 16, justifyContent: 'flex-end' }}
                current={current}
                pageSize={page.data.pagesize}
                total={page.data.totalelements}
                onChange={setCurrent}
                showSizeChanger={false}
                hideOnSinglePage
              />
            </>
          ))}
      </Card>
    </div>
  );
}

/** A class sub-page listing posts (notices or news) of `?id=`. */
export function ClassPostsPage({
  title,
  loader,
}: {
  title: string;
  loader: Loader;
}) {
  const load = useClassDetail(useClassId());
  return (
    <ClassGate load={load}>
      {(detail) => <PostList detail={detail} title={title} loader={loader} />}
    </ClassGate>
  );
}
