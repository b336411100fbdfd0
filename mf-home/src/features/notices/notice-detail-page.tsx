import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, EmptyState, PortalLink } from '@portal/shared/ui';
import { Card, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { SafeHtml } from '../../components/safe-html';
import { useCardStyles } from '../../lib/compact-layout';
import { fetchNotice } from './notices.api';

export function NoticeDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const load = useCallback(() => fetchNotice(id), [id]);
  const notice = useRemoteData(load);
  const cardStyles = useCardStyles();
  if (!id) return <EmptyState text="暂无信息" />;
  return (
    <Card styles={cardStyles}>
      <PortalLink href="/information">返回通知公告</PortalLink>
      <div style={{ marginTop: 16 }}>
        <AsyncView data={notice}>
          {(data) => (
            <article>
              <Typography.Title
                level={1}
                style={{ fontSize: 22, marginTop: 0 }}
              >
                {data.title}
              </Typography.Title>
              <Typography.Text type="secondary">
                {data.source} ·{' '}
                <time dateTime={data.publishDate}>{data.publishDate}</time>
              </Typography.Text>
              <SafeHtml html={data.content ?? ''} className="notice-content" />
            </article>
          )}
        </AsyncView>
      </div>
    </Card>
  );
}
