import type { Column } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { PagedView } from '@portal/shared/ui/paged-view';
import { TEXT_SECONDARY } from '@portal/shared/ui';
import { Card, Col, Row, Typography } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { toPaging, useUrlPaging } from '../../lib/url-paging';
import { columnPath, fetchColumnPage } from './columns.api';

const COLUMN_PAGE_SIZE = 6;

const lineStyle = { margin: '4px 0 0', color: TEXT_SECONDARY } as const;

function ColumnCard({ column }: { column: Column }) {
  return (
    <Card
      data-testid="column-card"
      style={{ height: '100%' }}
      cover={
        <img
          src={column.cover}
          alt={column.name}
          style={{ height: 150, objectFit: 'cover' }}
        />
      }
      styles={{ body: { padding: 12 } }}
    >
      <h2 style={{ fontSize: 16, margin: 0, lineHeight: 1.5 }}>
        <Link to={columnPath(column.id)}>{column.name}</Link>
      </h2>
      <p style={{ ...lineStyle, minHeight: 44 }}>{column.description}</p>
      <p style={lineStyle}>
        {column.courseCount} 门课程 · {column.articleCount} 篇文章
      </p>
    </Card>
  );
}

/** /specialReList: the tenant's columns. */
export function ColumnListPage() {
  const { page, setPage } = useUrlPaging();
  const load = useCallback(
    () => fetchColumnPage(toPaging(page, COLUMN_PAGE_SIZE)),
    [page],
  );
  const columns = useRemoteData(load);
  return (
    <div data-testid="column-list-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        专栏推荐
      </Typography.Title>
      <PagedView
        page={columns}
        current={page}
        pageSize={COLUMN_PAGE_SIZE}
        onChange={setPage}
        empty="暂无内容"
      >
        {(items) => (
          <Row role="list" aria-label="专栏列表" gutter={[16, 16]}>
            {items.map((column) => (
              <Col role="listitem" key={column.id} xs={24} sm={12} lg={8}>
                <ColumnCard column={column} />
              </Col>
            ))}
          </Row>
        )}
      </PagedView>
    </div>
  );
}
