import { useRemoteData } from '@portal/shared/hooks';
import { BORDER_SUBTLE, PortalLink, TEXT_SECONDARY } from '@portal/shared/ui';

import { useCompactLayout } from '../../lib/compact-layout';
import { HomeBlock, NOTICES_PHONE_HEIGHT, ROW_HEIGHT } from './home-block';
import { fetchTopNotices } from './home.api';
import { Label } from './label';

const loadNotices = () => fetchTopNotices(6);

const itemStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 0',
  borderBottom: `1px solid ${BORDER_SUBTLE}`,
} as const;

export function NoticeList() {
  const notices = useRemoteData(loadNotices, 'home:notices');
  const compact = useCompactLayout();
  return (
    <HomeBlock
      title="通知公告"
      more="/information"
      data={notices}
      empty="暂无信息"
      // Six notices' height, kept while they load so the page does not jump.
      loadingHeight={compact ? NOTICES_PHONE_HEIGHT : ROW_HEIGHT.first}
    >
      {(items) => (
        <ul
          aria-label="通知公告"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((notice) => (
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
                style={{ color: TEXT_SECONDARY, whiteSpace: 'nowrap' }}
              >
                {notice.publishDate.slice(0, 10)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
