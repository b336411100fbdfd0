import {
  EXAM_VERDICTS,
  type ExamAttemptRow,
  type ExamDetail,
} from '@portal/shared/contracts';
import {
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Alert, Button, Descriptions, Space, Tag, Typography } from 'antd';

import { ResponsiveTable } from '@portal/shared/ui/responsive-table';
import { primaryTouch, touchLink } from '@portal/shared/ui/touch';

import {
  policyFacts,
  reviewHref,
  standingRefusal,
  startState,
  WINDOW_LABELS,
} from '../../lib/exam-policy';

/** The paper before answering: its policy, the learner's attempts, start. */
export function ExamIntro({
  exam,
  onStart,
  starting,
  headingLevel,
}: {
  exam: ExamDetail;
  onStart: () => void;
  starting: boolean;
  headingLevel: 1 | 2;
}) {
  const start = startState(exam);
  const enabled = start.enabled && exam.canStart;
  const refusal = standingRefusal(exam);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  return (
    <section aria-labelledby="exam-title" data-testid="exam-intro">
      <Typography.Title
        level={headingLevel}
        id="exam-title"
        style={{ fontSize: 22 }}
      >
        {exam.title}
      </Typography.Title>
      <Space style={{ marginBottom: 8 }}>
        <Tag color={exam.windowStatus === 'OPEN' ? 'green' : 'default'}>
          {WINDOW_LABELS[exam.windowStatus]}
        </Tag>
        {exam.kind === 'CLASSROOM' && (
          <Tag
            color={exam.examStatus === '1' ? 'green' : 'default'}
            data-testid="classroom-status"
          >
            {exam.examStatus === '1' ? '随堂测试已合格' : '随堂测试未合格'}
          </Tag>
        )}
      </Space>
      <Typography.Paragraph>{exam.description}</Typography.Paragraph>
      <Descriptions
        // Boxed label cells would squeeze both columns on a narrow phone.
        bordered={!narrow}
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={policyFacts(exam).map(([label, value]) => ({
          key: label,
          label,
          children: value,
        }))}
      />
      {exam.attempts.length > 0 && (
        <AttemptTable exam={exam} attempts={exam.attempts} />
      )}
      <div style={{ marginTop: 16 }}>
        {refusal && (
          <Alert
            type="warning"
            showIcon
            title={refusal}
            style={{ marginBottom: 12 }}
            data-testid="exam-refusal"
          />
        )}
        <Button
          type="primary"
          size="large"
          block={compact}
          style={primaryTouch(compact)}
          disabled={!enabled}
          loading={starting}
          onClick={onStart}
        >
          {start.label}
        </Button>
      </div>
    </section>
  );
}

function AttemptTable({
  exam,
  attempts,
}: {
  exam: ExamDetail;
  attempts: ExamAttemptRow[];
}) {
  const compact = useCompactLayout();
  return (
    <section aria-labelledby="exam-attempts-title" style={{ marginTop: 16 }}>
      <Typography.Title
        level={3}
        id="exam-attempts-title"
        style={{ fontSize: 16 }}
      >
        我的作答记录
      </Typography.Title>
      <ResponsiveTable<ExamAttemptRow>
        aria-label="作答记录"
        cardTitle="attemptNo"
        rowKey="attemptId"
        size="small"
        pagination={false}
        dataSource={attempts}
        columns={[
          {
            title: '次数',
            key: 'attemptNo',
            dataIndex: 'attemptNo',
            render: (n) => `第${String(n)}次`,
          },
          { title: '开始时间', key: 'startedAt', dataIndex: 'startedAt' },
          {
            title: '得分',
            key: 'score',
            render: (_, a) =>
              a.status === 'IN_PROGRESS'
                ? '答题中'
                : exam.mode === 'MOCK'
                  ? '练习'
                  : `${a.score}${a.autoSubmitted ? '（自动交卷）' : ''}`,
          },
          {
            title: '结果',
            key: 'passed',
            render: (_, a) =>
              a.passed === null
                ? '-'
                : a.passed
                  ? EXAM_VERDICTS.passed
                  : EXAM_VERDICTS.failed,
          },
          {
            title: '操作',
            key: 'review',
            render: (_, a) =>
              a.status === 'SUBMITTED' ? (
                <PortalLink
                  href={reviewHref(exam.kind, a.attemptId)}
                  style={touchLink(compact)}
                >
                  查看结果
                </PortalLink>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
