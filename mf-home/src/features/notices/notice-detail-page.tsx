import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState, PortalLink } from '@portal/shared/ui';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useCardStyles } from '../layout/compact';
import { SafeHtml } from '../rich-text/safe-html';
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
      {notice.status === 'loading' && <Skeleton active />}
      {notice.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={notice.message}
          style={{ marginTop: 16 }}
        />
      )}
      {notice.status === 'ready' && (
        <article>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 16 }}>
            {notice.data.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {notice.data.source} ·{' '}
            <time dateTime={notice.data.publishDate}>
              {notice.data.publishDate}
            </time>
          </Typography.Text>
          <SafeHtml
            html={notice.data.content ?? ''}
            className="notice-content"
          />
        </article>
      )}
    </Card>
  );
}
