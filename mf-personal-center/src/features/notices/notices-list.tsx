import { usePagedList } from '@portal/shared/hooks';
import { PortalLink } from '@portal/shared/ui';
import { PagedList } from '@portal/shared/ui/paged-view';
import { Tag } from 'antd';
import { useCallback } from 'react';

import { detailStyle, itemStyle } from '../../components/list-rows';
import { fetchNotices } from './notices.api';

/** 通知公告: the site's notices, pinned first, paged. */
export function NoticesList() {
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) => fetchNotices(q),
    [],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <PagedList
      page={page}
      empty="暂无信息"
      current={current}
      onChange={setCurrent}
      align="start"
      label="通知公告列表"
      rowKey={(n) => n.id}
      rowStyle={itemStyle}
      renderRow={(n) => (
        <>
          <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
            <h3 style={{ fontSize: 16, margin: 0 }}>
              {n.isTop && <Tag color="red">置顶</Tag>}
              <PortalLink
                href={`/informationDetail?id=${encodeURIComponent(n.id)}`}
              >
                {n.title}
              </PortalLink>
            </h3>
            <div style={detailStyle}>{n.summary}</div>
          </div>
          <time dateTime={n.publishDate}>{n.publishDate.slice(0, 10)}</time>
        </>
      )}
    />
  );
}
