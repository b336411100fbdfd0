import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState, PortalLink } from '@portal/shared/ui';
import { Alert, Skeleton } from 'antd';

import { TOUCH_LINK, useCompactLayout } from '../layout/compact';
import { ROW_HEIGHT } from './home-block';
import { Label } from './label';
import { Panel } from './panel';
import { fetchTopNotices } from './home.api';

const loadNotices = () => fetchTopNotices(6);

const itemStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 0',
  borderBottom: '1px solid #f0f0f0',
} as const;

export function NoticeList() {
  const notices = useRemoteData(loadNotices);
  const compact = useCompactLayout();
  return (
    <Panel
      title={<h2 style={{ margin: 0, fontSize: 18 }}>通知公告</h2>}
      extra={
        <PortalLink
          href="/information"
          aria-label="通知公告：更多"
          style={compact ? TOUCH_LINK : undefined}
        >
          更多
        </PortalLink>
      }
      // Six notices' height, kept while they load so the page does not jump.
      style={{
        minHeight: notices.status === 'loading' ? ROW_HEIGHT.first : undefined,
      }}
    >
      {notices.status === 'loading' && <Skeleton active />}
      {notices.status === 'error' && (
        <Alert type="error" showIcon title={notices.message} />
      )}
      {notices.status === 'ready' &&
        (notices.data.length === 0 ? (
          <EmptyState text="暂无信息" />
        ) : (
          <ul
            aria-label="通知公告"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {notices.data.map((notice) => (
              <li key={notice.id} style={itemStyle}>
                <span>
                  {notice.isTop && <Label tone="red">置顶</Label>}
                  <PortalLink
                    href={`/informationDetail?id=${encodeURIComponent(notice.id)}`}
                  >
                    {notice.title}
                  </PortalLink>
                </span>
                <time
                  dateTime={notice.publishDate}
                  style={{ color: '#595959', whiteSpace: 'nowrap' }}
                >
                  {notice.publishDate.slice(0, 10)}
                </time>
              </li>
            ))}
          </ul>
        ))}
    </Panel>
  );
}
