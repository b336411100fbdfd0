import { usePagedList } from '@portal/shared/hooks';
import { TEXT_SECONDARY, useNarrowLayout } from '@portal/shared/ui';
import { PagedList } from '@portal/shared/ui/paged-view';
import type { ClassDetail, ClassPost, Page } from '@portal/shared/contracts';
import { Card, Typography } from 'antd';
import { useCallback } from 'react';

import {
  ClassGate,
  ClassPageHeader,
  useClassDetail,
  useClassId,
} from '../../../components/class-context';
import { cardBody } from '@portal/shared/ui/touch';

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
        <PagedList
          page={page}
          current={current}
          onChange={setCurrent}
          empty="暂无内容"
          align="end"
          label={`${title}列表`}
          rowKey={(post) => post.id}
          renderRow={(post) => (
            <article aria-labelledby={`post-${post.id}`}>
              <Typography.Title
                level={2}
                id={`post-${post.id}`}
                style={{ fontSize: 16, marginBottom: 4 }}
              >
                {post.title}
              </Typography.Title>
              <div style={{ color: TEXT_SECONDARY, fontSize: 13 }}>
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
          )}
        />
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
