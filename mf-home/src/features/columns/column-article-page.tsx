import { SPECIAL_TOPICS_MESSAGES } from '@portal/shared/contracts';
import { PortalLink } from '@portal/shared/ui';
import { Card, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { DetailView, useDetailById } from '../../components/detail-view';
import { SafeHtml } from '../../components/safe-html';
import { useCardStyles } from '../../lib/compact-layout';
import { columnPath, fetchColumnArticle } from './columns.api';

/** /specialReTextDetails?id=&columnId=: a column's text article. */
export function ColumnArticlePage() {
  const [params] = useSearchParams();
  const columnId = params.get('columnId')?.trim() || undefined;
  const fetchInColumn = useCallback(
    (id: string) => fetchColumnArticle(id, columnId),
    [columnId],
  );
  const article = useDetailById(
    fetchInColumn,
    SPECIAL_TOPICS_MESSAGES.articleNotFound,
  );
  const cardStyles = useCardStyles();
  const back =
    article.status === 'ready' ? (
      <PortalLink href={columnPath(article.data.columnId)}>
        返回专栏：{article.data.columnName}
      </PortalLink>
    ) : columnId ? (
      <PortalLink href={columnPath(columnId)}>返回专栏</PortalLink>
    ) : (
      <PortalLink href="/specialReList">返回专栏列表</PortalLink>
    );

  return (
    <DetailView
      data={article}
      missing={SPECIAL_TOPICS_MESSAGES.articleNotFound}
      back={back}
    >
      {(data) => (
        <Card data-testid="column-article-page" styles={cardStyles}>
          <p style={{ marginTop: 0 }}>{back}</p>
          <article>
            <Typography.Title level={1} style={{ fontSize: 22 }}>
              {data.title}
            </Typography.Title>
            <Typography.Text type="secondary">
              {data.columnName} · {data.author} ·{' '}
              <time dateTime={data.publishDate}>{data.publishDate}</time>
            </Typography.Text>
            <SafeHtml html={data.content} className="column-article-content" />
          </article>
        </Card>
      )}
    </DetailView>
  );
}
