import {
  SPECIAL_TOPICS_MESSAGES,
  type ColumnArticleSummary,
  type ColumnDetail,
} from '@portal/shared/contracts';
import { useHomePath } from '@portal/shared/routing';
import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import {
  BORDER_SUBTLE,
  EmptyState,
  PortalLink,
  TEXT_SECONDARY,
} from '@portal/shared/ui';
import { Card, Col, Row, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

import { CourseList } from '../../components/course-list';
import { DetailView, useDetailById } from '../../components/detail-view';
import { useCardStyles } from '../../lib/compact-layout';
import { columnArticlePath, fetchColumn } from './columns.api';

const lineStyle = { margin: '4px 0 0', color: TEXT_SECONDARY } as const;

function ArticleList({
  articles,
  columnId,
}: {
  articles: readonly ColumnArticleSummary[];
  columnId: string;
}) {
  if (articles.length === 0) return <EmptyState text="暂无内容" />;
  return (
    <ul
      aria-label="专栏文章"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {articles.map((article) => (
        <li
          key={article.id}
          style={{
            padding: '12px 0',
            borderBottom: `1px solid ${BORDER_SUBTLE}`,
          }}
        >
          <h3 style={{ fontSize: 15, margin: 0 }}>
            <Link to={columnArticlePath(article.id, columnId)}>
              {article.title}
            </Link>
          </h3>
          <p style={lineStyle}>{article.summary}</p>
          <p style={lineStyle}>
            {article.author} ·{' '}
            <time dateTime={article.publishDate}>
              {article.publishDate.slice(0, 10)}
            </time>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <h2 id={headingId} style={{ fontSize: 18, margin: '0 0 8px' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ColumnInfo({ column }: { column: ColumnDetail }) {
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={8}>
        <img
          src={column.cover}
          alt={column.name}
          style={{
            width: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 8,
          }}
        />
      </Col>
      <Col xs={24} md={16}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {column.name}
        </Typography.Title>
        <p style={{ margin: 0 }}>{column.description}</p>
        <p style={lineStyle}>
          {column.items.length} 门课程 · {column.articles.length} 篇文章
        </p>
      </Col>
    </Row>
  );
}

/**
 * A column: its courses and its articles. `open`: the visitor page (course
 * links go to the open course pages; an article asks a visitor to sign in,
 * as its page is for learners).
 */
function ColumnDetailView({ open }: { open: boolean }) {
  const home = useHomePath();
  const user = useAtomValue(userInfoAtom);
  const column = useDetailById(
    fetchColumn,
    SPECIAL_TOPICS_MESSAGES.columnNotFound,
    'column',
  );
  const cardStyles = useCardStyles();
  const back = open ? (
    <PortalLink href={home}>返回首页</PortalLink>
  ) : (
    <PortalLink href="/specialReList">返回专栏列表</PortalLink>
  );

  return (
    <DetailView
      data={column}
      missing={SPECIAL_TOPICS_MESSAGES.columnNotFound}
      back={back}
    >
      {(data) => (
        <Card data-testid="column-detail-page" styles={cardStyles}>
          <p style={{ marginTop: 0 }}>{back}</p>
          <ColumnInfo column={data} />
          <Section title="专栏课程">
            <CourseList
              courses={data.items}
              label="专栏课程"
              open={open}
              showStatus={user !== null}
            />
          </Section>
          <Section title="专栏文章">
            <ArticleList articles={data.articles} columnId={data.id} />
          </Section>
        </Card>
      )}
    </DetailView>
  );
}

/** /specialReDetails?id= */
export function ColumnDetailPage() {
  return <ColumnDetailView open={false} />;
}

/** /openSpecialReDetails?id=: the same column for visitors. */
export function OpenColumnDetailPage() {
  return <ColumnDetailView open />;
}
