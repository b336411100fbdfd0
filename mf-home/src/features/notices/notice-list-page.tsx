import { usePagedList } from '@portal/shared/hooks';
import { EmptyState, PortalLink } from '@portal/shared/ui';
import { Alert, Card, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { fetchNotices } from './notices.api';

export function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const title = params.get('title') ?? '';
  const load = useCallback(
    (query: { pagesize: number; pagenum: number }) =>
      fetchNotices({ ...query, title: title || undefined }),
    [title],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        通知公告
      </Typography.Title>
      <Input.Search
        aria-label="搜索公告标题"
        placeholder="请输入公告标题"
        allowClear
        defaultValue={title}
        onSearch={(value) => setParams(value ? { title: value } : {})}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {page.status === 'loading' && <Skeleton active />}
      {page.status === 'error' && (
        <Alert type="error" showIcon title={page.message} />
      )}
      {page.status === 'ready' &&
        (page.data.totalelements === 0 ? (
          <EmptyState text="暂无信息" />
        ) : (
          <List
            dataSource={page.data.datalist}
            pagination={{
              current,
              pageSize: page.data.pagesize,
              total: page.data.totalelements,
              onChange: setCurrent,
              showSizeChanger: false,
            }}
            renderItem={(notice) => (
              <List.Item
                extra={
                  <time dateTime={notice.publishDate}>
                    {notice.publishDate.slice(0, 10)}
                  </time>
                }
              >
                <List.Item.Meta
                  title={
                    <PortalLink
                      href={`/informationDetail?id=${encodeURIComponent(notice.id)}`}
                    >
                      {notice.isTop && <Tag color="red">置顶</Tag>}
                      {notice.title}
                    </PortalLink>
                  }
                  description={notice.summary}
                />
              </List.Item>
            )}
          />
        ))}
    </Card>
  );
}
