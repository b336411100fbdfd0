/**
 * The answering and review pages of every family: thin shells that read
 * the query and hand the family's policy to the runner.
 */
import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, EmptyState } from '@portal/shared/ui';
import { Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { fetchResult } from '../../lib/exam.api';
import { ExamResultView } from './exam-result-view';
import { ExamRunner } from './exam-runner';
import { FAMILY_POLICIES, type FamilyKey } from '../../lib/exam-policy';

function backOf(family: FamilyKey, courseId: string | null) {
  const policy = FAMILY_POLICIES[family];
  if (family === 'classroom' && courseId) {
    return {
      backHref: `/commendIndex/coursedetail?id=${encodeURIComponent(courseId)}`,
      backLabel: '返回课程',
    };
  }
  return { backHref: policy.backPath, backLabel: policy.backLabel };
}

/** `?paperId=` (or the legacy `examId`), or `?courseId=` for classroom tests. */
export function ExamStartPage({ family }: { family: FamilyKey }) {
  const [params] = useSearchParams();
  const paperId = params.get('paperId') ?? params.get('examId') ?? '';
  const courseId = params.get('courseId') ?? '';
  const policy = FAMILY_POLICIES[family];
  if (!paperId && !courseId) {
    return (
      <div data-testid="mf-exams-page">
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {policy.label}
        </Typography.Title>
        <EmptyState text="暂无信息" />
      </div>
    );
  }
  return (
    <div data-testid="mf-exams-page">
      <ExamRunner
        key={`${paperId}|${courseId}`}
        {...(paperId ? { paperId } : { courseId })}
        kinds={policy.kinds}
        {...backOf(family, courseId || null)}
      />
    </div>
  );
}

/** `?attemptId=`: the result of one attempt and the review its policy allows. */
export function ExamReviewPage({ family }: { family: FamilyKey }) {
  const [params] = useSearchParams();
  const attemptId = params.get('attemptId') ?? '';
  const load = useCallback(() => fetchResult(attemptId), [attemptId]);
  const result = useRemoteData(load);
  const policy = FAMILY_POLICIES[family];
  if (!attemptId) {
    return (
      <div data-testid="mf-exams-page">
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {policy.label}
        </Typography.Title>
        <EmptyState text="暂无信息" />
      </div>
    );
  }
  return (
    <div data-testid="mf-exams-page">
      {result.status === 'error' && (
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {policy.label}
        </Typography.Title>
      )}
      <AsyncView data={result}>
        {(r) => (
          <>
            <Typography.Title level={1} style={{ fontSize: 22 }}>
              {r.paper.title}
            </Typography.Title>
            <ExamResultView result={r} {...backOf(family, r.paper.courseId)} />
          </>
        )}
      </AsyncView>
    </div>
  );
}
