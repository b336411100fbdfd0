import type { ExamSummary } from '@portal/shared/contracts';
import { usePagedList } from '@portal/shared/hooks';
import {
  AsyncView,
  BORDER_SUBTLE,
  navigateTo,
  TEXT_SECONDARY,
  useCompactLayout,
} from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useCallback } from 'react';

import { type ExamFamilyName, fetchExamList } from '../../lib/exam.api';
import {
  attemptsText,
  startHref,
  startState,
  timeLimitText,
  WINDOW_LABELS,
} from '../../lib/exam-policy';
import { primaryTouch } from '@portal/shared/ui/touch';

const WINDOW_COLORS = { NOT_STARTED: 'default', OPEN: 'green', CLOSED: 'red' };

function ModeTag({ paper }: { paper: ExamSummary }) {
  return (
    <Tag color={paper.mode === 'MOCK' ? 'blue' : 'gold'}>
      {paper.mode === 'MOCK' ? '模拟' : '正式'}
    </Tag>
  );
}

function StartButton({
  paper,
  compact,
}: {
  paper: ExamSummary;
  compact: boolean;
}) {
  const start = startState(paper);
  return (
    <Button
      type="primary"
      size={compact ? 'large' : 'small'}
      block={compact}
      style={primaryTouch(compact)}
      disabled={!start.enabled}
      title={start.reason}
      aria-label={`${start.label}：${paper.title}`}
      onClick={() => navigateTo(startHref(paper))}
    >
      {start.label}
    </Button>
  );
}

function bestScore(paper: ExamSummary) {
  return paper.mode === 'MOCK' || paper.bestScore === null
    ? '-'
    : paper.bestScore;
}

/** Under 1024 px: one card per paper, its facts stacked, a full-width start. */
function PlanCards({ papers }: { papers: ExamSummary[] }) {
  return (
    <ul
      aria-label="试卷列表"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 12,
      }}
    >
      {papers.map((paper) => (
        <li
          key={paper.paperId}
          style={{
            border: `1px solid ${BORDER_SUBTLE}`,
            borderRadius: 8,
            padding: 12,
            minWidth: 0,
          }}
        >
          <article aria-labelledby={`paper-${paper.paperId}`}>
            <h2
              id={`paper-${paper.paperId}`}
              style={{ fontSize: 16, margin: '0 0 4px' }}
            >
              {paper.title} <ModeTag paper={paper} />
              <Tag color={WINDOW_COLORS[paper.windowStatus]}>
                {WINDOW_LABELS[paper.windowStatus]}
              </Tag>
            </h2>
            <dl
              style={{
                margin: '0 0 12px',
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 12,
                rowGap: 4,
              }}
            >
              <dt style={{ color: TEXT_SECONDARY }}>活动</dt>
              <dd style={{ margin: 0 }}>{paper.activity}</dd>
              <dt style={{ color: TEXT_SECONDARY }}>开放时间</dt>
              <dd style={{ margin: 0 }}>
                {paper.openAt.slice(0, 10)} 至 {paper.closeAt.slice(0, 10)}
              </dd>
              <dt style={{ color: TEXT_SECONDARY }}>时限</dt>
              <dd style={{ margin: 0 }}>{timeLimitText(paper.timeLimitSec)}</dd>
              <dt style={{ color: TEXT_SECONDARY }}>我的作答</dt>
              <dd style={{ margin: 0 }}>{attemptsText(paper)}</dd>
              <dt style={{ color: TEXT_SECONDARY }}>最高分</dt>
              <dd style={{ margin: 0 }}>{bestScore(paper)}</dd>
            </dl>
            {paper.description && (
              <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
                {paper.description}
              </Typography.Paragraph>
            )}
            <StartButton paper={paper} compact />
          </article>
        </li>
      ))}
    </ul>
  );
}

const columns: TableColumnsType<ExamSummary> = [
  { title: '活动', dataIndex: 'activity', key: 'activity' },
  {
    title: '试卷',
    key: 'title',
    render: (_, paper) => (
      <>
        {paper.title} <ModeTag paper={paper} />
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
    render: (_, paper) => bestScore(paper),
  },
  {
    title: '操作',
    key: 'start',
    width: 120,
    render: (_, paper) => <StartButton paper={paper} compact={false} />,
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
  const compact = useCompactLayout();
  return (
    <div data-testid="mf-exams-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      {compact ? (
        <PagedView
          page={page}
          current={current}
          onChange={setCurrent}
          align="end"
        >
          {(papers) => <PlanCards papers={papers} />}
        </PagedView>
      ) : (
        <AsyncView data={page} isEmpty={(p) => p.totalelements === 0}>
          {(p) => (
            <Table
              rowKey="paperId"
              columns={columns}
              dataSource={p.datalist}
              scroll={{ x: 900 }}
              expandable={{
                expandedRowRender: (paper) => paper.description,
              }}
              pagination={{
                current,
                pageSize: p.pagesize,
                total: p.totalelements,
                onChange: setCurrent,
                showSizeChanger: false,
              }}
            />
          )}
        </AsyncView>
      )}
    </div>
  );
}
