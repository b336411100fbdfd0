import { usePagedList } from '@portal/shared/hooks';
import { EmptyState, navigateTo } from '@portal/shared/ui';
import {
  Alert,
  Button,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useCallback } from 'react';

import { type ExamFamilyName, fetchExamList } from '../exam-engine/exam.api';
import type { ExamSummary } from '../exam-engine/exam.types';
import {
  attemptsText,
  startHref,
  startState,
  timeLimitText,
  WINDOW_LABELS,
} from '../exam-engine/policy';

const WINDOW_COLORS = { NOT_STARTED: 'default', OPEN: 'green', CLOSED: 'red' };

const columns: TableColumnsType<ExamSummary> = [
  { title: '活动', dataIndex: 'activity', key: 'activity' },
  {
    title: '试卷',
    key: 'title',
    render: (_, paper) => (
      <>
        {paper.title}{' '}
        <Tag color={paper.mode === 'MOCK' ? 'blue' : 'gold'}>
          {paper.mode === 'MOCK' ? '模拟' : '正式'}
        </Tag>
      </>
    ),
  },
  {
    title: '开放时间',
    key: 'window',
    render: (_, paper) =>
      `${paper.openAt.slice(0, 10)} 至 ${paper.closeAt.slice(0, 10)}`,
  },
  {
    title: '状态',
    key: 'status',
    width: 90,
    render: (_, paper) => (
      <Tag color={WINDOW_COLORS[paper.windowStatus]}>
        {WINDOW_LABELS[paper.windowStatus]}
      </Tag>
    ),
  },
  {
    title: '时限',
    key: 'limit',
    width: 90,
    render: (_, paper) => timeLimitText(paper.timeLimitSec),
  },
  {
    title: '我的作答',
    key: 'attempts',
    render: (_, paper) => attemptsText(paper),
  },
  {
    title: '最高分',
    key: 'best',
    width: 80,
    render: (_, paper) =>
      paper.mode === 'MOCK' || paper.bestScore === null ? '-' : paper.bestScore,
  },
  {
    title: '操作',
    key: 'start',
    width: 120,
    render: (_, paper) => {
      const start = startState(paper);
      return (
        <Button
          type="primary"
          size="small"
          disabled={!start.enabled}
          title={start.reason}
          aria-label={`${start.label}：${paper.title}`}
          onClick={() => navigateTo(startHref(paper))}
        >
          {start.label}
        </Button>
      );
    },
  },
];

/** /scheme and /cultivate: the activities of one family with their windows. */
export function PlanPage({
  family,
  title,
}: {
  family: ExamFamilyName;
  title: string;
}) {
  const load = useCallback(
    (query: { pagesize: number; pagenum: number }) =>
      fetchExamList({ ...query, family }),
    [family],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <div data-testid="mf-exams-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      {page.status === 'loading' && <Skeleton active />}
      {page.status === 'error' && (
        <Alert type="error" showIcon title={page.message} />
      )}
      {page.status === 'ready' &&
        (page.data.totalelements === 0 ? (
          <EmptyState />
        ) : (
          <Table
            rowKey="paperId"
            columns={columns}
            dataSource={page.data.datalist}
            scroll={{ x: 900 }}
            expandable={{
              expandedRowRender: (paper) => paper.description,
            }}
            pagination={{
              current,
              pageSize: page.data.pagesize,
              total: page.data.totalelements,
              onChange: setCurrent,
              showSizeChanger: false,
            }}
          />
        ))}
    </div>
  );
}
