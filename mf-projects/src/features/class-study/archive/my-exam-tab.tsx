import { useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  EmptyState,
  PortalLink,
  useCompactLayout,
} from '@portal/shared/ui';
import { Tag } from 'antd';
import { useCallback } from 'react';

import { ResponsiveTable } from '@portal/shared/ui/responsive-table';
import { touchLink } from '@portal/shared/ui/touch';
import { fetchClassExams } from '../class-study.api';
import { EXAM_VERDICTS } from '@portal/shared/contracts';

/**
 * 我的考试: the class's graduation exam and the way in, then the learner's
 * attempts and earlier exams in one table; a submitted attempt links to its
 * review.
 */
export function MyExamTab({ tbtpId }: { tbtpId: string }) {
  const compact = useCompactLayout();
  const load = useCallback(() => fetchClassExams(tbtpId), [tbtpId]);
  const data = useRemoteData(load);
  return (
    <AsyncView data={data}>
      {(exams) => (
        <section aria-labelledby="archive-my-exam">
          <h2 id="archive-my-exam" style={{ fontSize: 18 }}>
            我的考试
          </h2>
          {exams.paper ? (
            <p>
              {exams.paper.title}：满分 {exams.paper.totalScore} 分，
              {exams.paper.passScore} 分合格，可作答{' '}
              {exams.paper.maxAttempts ?? '不限'} 次。{' '}
              <PortalLink
                href={`/projectStartExam?id=${encodeURIComponent(tbtpId)}`}
              >
                进入结业考试
              </PortalLink>
            </p>
          ) : (
            <p>本班未安排结业考试。</p>
          )}
          {exams.attempts.length === 0 && exams.history.length === 0 ? (
            <EmptyState text="暂无考试记录" />
          ) : (
            <ResponsiveTable
              size="small"
              rowKey="key"
              pagination={false}
              aria-label="考试记录"
              cardTitle="name"
              dataSource={[
                ...exams.attempts.map((a) => ({
                  key: a.attemptId,
                  name: `${exams.paper?.title ?? '结业考试'} 第${a.attemptNo}次`,
                  time: a.submittedAt ?? a.startedAt,
                  score:
                    a.score === null ? '作答中' : `${a.score}/${a.totalScore}`,
                  passed: a.passed,
                  review:
                    a.status === 'SUBMITTED'
                      ? `/projectReviewQuest?id=${encodeURIComponent(tbtpId)}&attemptId=${encodeURIComponent(a.attemptId)}`
                      : null,
                })),
                ...exams.history.map((h) => ({
                  key: h.id,
                  name: h.examName,
                  time: h.submittedAt,
                  score: `${h.score}/${h.totalScore}`,
                  passed: h.passed as boolean | null,
                  review: null,
                })),
              ]}
              columns={[
                { title: '考试', dataIndex: 'name', key: 'name' },
                { title: '时间', dataIndex: 'time', key: 'time' },
                { title: '成绩', dataIndex: 'score', key: 'score' },
                {
                  title: '结果',
                  dataIndex: 'passed',
                  key: 'passed',
                  render: (passed: boolean | null) =>
                    passed === null ? (
                      '—'
                    ) : (
                      <Tag color={passed ? 'success' : 'error'}>
                        {passed ? EXAM_VERDICTS.passed : EXAM_VERDICTS.failed}
                      </Tag>
                    ),
                },
                {
                  title: '操作',
                  dataIndex: 'review',
                  key: 'review',
                  render: (href: string | null) =>
                    href ? (
                      <PortalLink href={href} style={touchLink(compact)}>
                        查看
                      </PortalLink>
                    ) : (
                      '—'
                    ),
                },
              ]}
            />
          )}
        </section>
      )}
    </AsyncView>
  );
}
