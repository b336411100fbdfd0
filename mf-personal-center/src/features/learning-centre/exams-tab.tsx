import type { MyExam, MyExamKind } from '@portal/shared/contracts';
import { usePagedList } from '@portal/shared/hooks';
import { PortalLink, TEXT_SECONDARY } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Tag } from 'antd';
import { useCallback } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { fetchMyExams } from './learning-centre.api';

const EXAM_KIND_NAMES: Record<MyExamKind, string> = {
  CLASSROOM: '随堂测试',
  CLASS: '班级考试',
  GRADUATION: '结业考试',
  CONSOLIDATE: '巩固练习',
  TRAINING: '培训考试',
  FUN: '趣味答题',
};

/** Where mf-exams shows the result of an attempt, per exam family. */
const REVIEW_PAGES: Partial<Record<MyExamKind, string>> = {
  CLASSROOM: '/examManage/manageExam',
  TRAINING: '/startCultivate/CultivateExam',
  CONSOLIDATE: '/solidify/officialExam',
  FUN: '/spiceAnswer/reviewQuest',
  GRADUATION: '/projectReviewQuest',
};

/**
 * mf-exams' review page of one attempt, or null for results imported from
 * the history (they have no attempt to review).
 */
function examReviewPath(exam: MyExam): string | null {
  const page = REVIEW_PAGES[exam.kind];
  if (!exam.attemptId || !page) return null;
  return `${page}?${new URLSearchParams({ attemptId: exam.attemptId }).toString()}`;
}

function minutes(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} 分钟`;
}

function ReviewLink({ exam }: { exam: MyExam }) {
  const href = examReviewPath(exam);
  if (!href) return <span style={{ color: TEXT_SECONDARY }}>历史成绩</span>;
  return (
    <PortalLink href={href} aria-label={`查看${exam.examName}详情`}>
      查看详情
    </PortalLink>
  );
}

/** 我的考试: submitted exams with score and a link to the review. */
export function ExamsTab() {
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) => fetchMyExams(q),
    [],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <section aria-label="我的考试">
      <PagedView
        page={page}
        current={current}
        onChange={setCurrent}
        align="start"
      >
        {(items) => (
          <ul style={listStyle} aria-label="考试记录">
            {items.map((e) => (
              <li key={e.recordId} style={itemStyle}>
                <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                  <h3 style={{ fontSize: 16, margin: 0 }}>
                    {e.examName} <Tag>{EXAM_KIND_NAMES[e.kind]}</Tag>
                  </h3>
                  <div style={detailStyle}>
                    {e.tbtpName ? `${e.tbtpName} · ` : ''}
                    交卷时间 {e.submittedAt} · 用时 {minutes(e.durationSeconds)}
                  </div>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <div>
                    得分 <strong>{e.score}</strong> / {e.totalScore}{' '}
                    <Tag color={e.passed ? 'success' : 'error'}>
                      {e.passed ? '合格' : '不合格'}
                    </Tag>
                  </div>
                  <ReviewLink exam={e} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}
