import { usePagedList } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import { Card, List, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { SearchBox } from '../../components/search-box';
import {
  ROW_LINK,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import { fetchNotices } from './notices.api';

function NoticeDate({ date }: { date: string }) {
  return <time dateTime={date}>{date.slice(0, 10)}</time>;
}

export function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const title = params.get('title') ?? '';
  const load = useCallback(
    (query: { pagesize: number; pagenum: number }) =>
      fetchNotices({ ...query, title: title || undefined }),
    [title],
  );
  const { page, current, setCurrent } = usePagedList(
    load,
    10,
    `notices:${title}`,
  );
  const compact = useCompactLayout();
  const cardStyles = useCardStyles();
  return (
    <Card styles={cardStyles}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        通知公告
      </Typography.Title>
      <SearchBox
        aria-label="搜索公告标题"
        placeholder="请输入公告标题"
        defaultValue={title}
        onSearch={(value) => setParams(value ? { title: value } : {})}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <AsyncView
        data={page}
        isEmpty={(result) => result.totalelements === 0}
        empty="暂无信息"
      >
        {(result) => (
          <List
            dataSource={result.datalist}
            pagination={{
              current,
              pageSize: result.pagesize,
              total: result.totalelements,
              onChange: setCurrent,
              showSizeChanger: false,
            }}
            renderItem={(notice) => (
              <List.Item
                // Beside the text the date squeezes it on a phone: there
                // it goes below the summary.
                extra={
                  compact ? undefined : <NoticeDate date={notice.publishDate} />
                }
              >
                <List.Item.Meta
                  title={
                    <PortalLink
                      href={`/informationDetail?id=${encodeURIComponent(notice.id)}`}
                      style={compact ? ROW_LINK : undefined}
                    >
                      {notice.isTop && <Tag color="red">置顶</Tag>}
                      {notice.title}
                    </PortalLink>
                  }
                  description={
                    compact ? (
                      <>
                        {notice.summary}
                        <br />
                        <NoticeDate date={notice.publishDate} />
                      </>
                    ) : (
                      notice.summary
                    )
                  }
                />
              </List.Item>
            )}
          />
        )}
      </AsyncView>
    </Card>
  );
}
