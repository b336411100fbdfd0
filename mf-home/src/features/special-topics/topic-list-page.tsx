import type { SpecialTopic } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { PagedView } from '@portal/shared/ui/paged-view';
import { BUTTON_LABELS, TEXT_SECONDARY } from '@portal/shared/ui';
import { Card, Col, Row, Typography } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { SearchBox } from '../../components/search-box';
import { readText, toPaging, useUrlPaging } from '../../lib/url-paging';
import { fetchTopicPage } from './topics.api';

export const TOPIC_PAGE_SIZE = 6;

const lineStyle = { margin: '4px 0 0', color: TEXT_SECONDARY } as const;

function topicPath(id: string): string {
  return `/subjectDetail?id=${encodeURIComponent(id)}`;
}

function TopicCard({ topic }: { topic: SpecialTopic }) {
  return (
    <Card
      data-testid="topic-card"
      style={{ height: '100%' }}
      cover={
        <img
          src={topic.cover}
          alt={topic.name}
          style={{ height: 150, objectFit: 'cover' }}
        />
      }
      styles={{ body: { padding: 12 } }}
    >
      <h2 style={{ fontSize: 16, margin: 0, lineHeight: 1.5 }}>
        <Link to={topicPath(topic.id)}>{topic.name}</Link>
      </h2>
      <p style={{ ...lineStyle, minHeight: 44 }}>{topic.description}</p>
      <p style={lineStyle}>
        <time dateTime={topic.startDate}>{topic.startDate}</time> 至{' '}
        <time dateTime={topic.endDate}>{topic.endDate}</time>
      </p>
      <p style={lineStyle}>共 {topic.courseCount} 门课程</p>
    </Card>
  );
}

/** /subjectList: the tenant's special topics, newest first. */
export function TopicListPage() {
  const { params, page, setPage, setParam } = useUrlPaging();
  const name = readText(params, 'name');
  const load = useCallback(
    () => fetchTopicPage({ ...toPaging(page, TOPIC_PAGE_SIZE), name }),
    [page, name],
  );
  const topics = useRemoteData(load);
  return (
    <div data-testid="topic-list-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        专题学习
      </Typography.Title>
      <SearchBox
        // A new address (Back) puts its name in the box.
        key={name ?? ''}
        aria-label="专题名称"
        placeholder="请输入专题名称"
        defaultValue={name}
        enterButton={BUTTON_LABELS.search}
        onSearch={(value) => setParam('name', value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <PagedView
        page={topics}
        current={page}
        pageSize={TOPIC_PAGE_SIZE}
        onChange={setPage}
      >
        {(items) => (
          <Row role="list" aria-label="专题列表" gutter={[16, 16]}>
            {items.map((topic) => (
              <Col role="listitem" key={topic.id} xs={24} sm={12} lg={8}>
                <TopicCard topic={topic} />
              </Col>
            ))}
          </Row>
        )}
      </PagedView>
    </div>
  );
}
