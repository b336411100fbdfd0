import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState } from '@portal/shared/ui';
import { Alert, Card, List, Skeleton, Tag } from 'antd';

import { fetchTopNotices } from './home.api';

const loadNotices = () => fetchTopNotices(6);

export function NoticeList() {
  const notices = useRemoteData(loadNotices);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>通知公告</h2>} variant="outlined">
      {notices.status === 'loading' && <Skeleton active />}
      {notices.status === 'error' && <Alert type="error" showIcon title={notices.message} />}
      {notices.status === 'ready' &&
        (notices.data.length === 0 ? (
          <EmptyState text="暂无信息" />
        ) : (
          <List
            aria-label="通知公告"
            dataSource={notices.data}
            renderItem={(notice) => (
              <List.Item extra={<time dateTime={notice.publishDate}>{notice.publishDate.slice(0, 10)}</time>}>
                <span>
                  {notice.isTop && (
                    <Tag color="red" style={{ marginRight: 8 }}>
                      置顶
                    </Tag>
                  )}
                  {notice.title}
                </span>
              </List.Item>
            )}
          />
        ))}
    </Card>
  );
}
