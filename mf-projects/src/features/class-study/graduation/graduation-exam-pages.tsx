/**
 * 结业考试 (/projectStartExam?id=<tbtpId>) and its review
 * (/projectReviewQuest?id=<tbtpId>&attemptId=…). The exam runs in mf-exams'
 * exam runner, loaded at run time; it opens only when the class's other
 * graduation conditions are met (the server refuses otherwise too).
 */
import type { Checklist, ClassExams } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { RemoteErrorBoundary } from '@portal/shared/spa';
import {
  AsyncView,
  EmptyState,
  PortalLink,
  RemoteUnavailable,
  TEXT_SECONDARY,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Alert, Card, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { checklistSummary, unmetBeforeExam } from '../checklist';
import { ChecklistView } from '../checklist-view';
import { fetchChecklist, fetchClassExams } from '../class-study.api';
import { fetchAttemptRecord } from './graduation.api';
import { cardBody } from '@portal/shared/ui/touch';
import { useExamRunner } from './exam-runner-loader';
import { EXAM_VERDICTS } from '@portal/shared/contracts';

const CERTIFICATES = '/personalCenter?acativeId=4';

function schedulePath(tbtpId: string) {
  return `/projectDetailCxda/completionSchedule?id=${encodeURIComponent(tbtpId)}`;
}

function Graduated({ list }: { list: Checklist }) {
  return (
    <Alert
      type="success"
      showIcon
      data-testid="graduated"
      title={`恭喜您已结业（${list.graduatedAt ?? ''}）`}
      description={
        list.certificate ? (
          <>
            已颁发{list.certificate.title}，证书编号 {list.certificate.certNo}。{' '}
            <PortalLink href={CERTIFICATES}>查看我的证书</PortalLink>
          </>
        ) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}

function ExamArea({
  list,
  onSubmitted,
}: {
  list: Checklist;
  onSubmitted: () => void;
}) {
  const { state, retry } = useExamRunner(true);
  if (state.status === 'idle' || state.status === 'loading')
    return <Skeleton active />;
  if (state.status === 'error')
    return (
      <RemoteUnavailable
        onRetry={retry}
        detail={`考试组件加载失败（${state.message}），请稍后重试。`}
      />
    );
  const { Runner } = state;
  return (
    <RemoteErrorBoundary appName="mf-exams/exam-runner">
      <Runner
        paperId={list.paperId ?? ''}
        kinds={['GRADUATION']}
        headingLevel={2}
        backHref={schedulePath(list.tbtpId)}
        backLabel="返回结业进度"
        onSubmitted={onSubmitted}
      />
    </RemoteErrorBoundary>
  );
}

export function GraduationExamPage() {
  const [params] = useSearchParams();
  const tbtpId = params.get('id')?.trim() ?? '';
  const [list, setList] = useState<Checklist | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Once the runner is shown it stays, so its result stays on the page
  // while the checklist reloads after a submitted attempt.
  const [running, setRunning] = useState(false);
  const [version, setVersion] = useState(0);
  const narrow = useNarrowLayout();

  useEffect(() => {
    if (!tbtpId) return undefined;
    let live = true;
    fetchChecklist(tbtpId).then(
      (next) => {
        if (!live) return;
        setList(next);
        setError(null);
        if (next.examOpen && !next.graduated) setRunning(true);
      },
      (e: unknown) =>
        live && setError(e instanceof Error ? e.message : '系统异常'),
    );
    return () => {
      live = false;
    };
  }, [tbtpId, version]);

  return (
    <Card styles={cardBody(narrow)}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        结业考试
      </Typography.Title>
      {!tbtpId && <EmptyState text="缺少专题班参数" />}
      {tbtpId && !list && !error && <Skeleton active />}
      {tbtpId && error && <Alert type="error" showIcon title={error} />}
      {list && (
        <>
          <p>
            <strong>{list.name}</strong>{' '}
            <Tag color={list.graduated ? 'success' : 'processing'}>
              {list.graduated ? '已结业' : '未结业'}
            </Tag>
            <span style={{ color: TEXT_SECONDARY }}>
              {checklistSummary(list.items)} ·{' '}
            </span>
            <PortalLink href={schedulePath(list.tbtpId)}>
              查看结业进度
            </PortalLink>
          </p>
          {list.graduated && <Graduated list={list} />}
          {!list.graduated && !list.examOpen && !running && (
            <section aria-labelledby="exam-locked">
              <Alert
                type="warning"
                showIcon
                data-testid="exam-locked"
                title={
                  <span id="exam-locked">
                    {list.examRefusal ?? '结业考试暂未开放'}
                  </span>
                }
                style={{ marginBottom: 12 }}
              />
              <ChecklistView items={unmetBeforeExam(list.items)} />
            </section>
          )}
          {list.graduated && !running && (
            <p>
              <PortalLink
                href={`/projectReviewQuest?id=${encodeURIComponent(list.tbtpId)}`}
              >
                查看考试记录
              </PortalLink>
            </p>
          )}
          {running && (
            <section aria-label="结业考试答题" data-testid="graduation-runner">
              <ExamArea
                list={list}
                onSubmitted={() => setVersion((n) => n + 1)}
              />
            </section>
          )}
        </>
      )}
    </Card>
  );
}

function AttemptReview({ attemptId }: { attemptId: string }) {
  const load = useCallback(() => fetchAttemptRecord(attemptId), [attemptId]);
  const data = useRemoteData(load);
  return (
    <AsyncView data={data}>
      {(r) => (
        <section aria-labelledby="review-title" data-testid="graduation-review">
          <h2 id="review-title" style={{ fontSize: 18 }}>
            {r.paper.title} · 第{r.attemptNo}次作答{' '}
            <Tag color={r.passed ? 'success' : 'error'}>
              {r.passed ? EXAM_VERDICTS.passed : EXAM_VERDICTS.failed}
            </Tag>
          </h2>
          <p>
            得分 <strong>{r.score}</strong> / {r.totalScore}（合格分{' '}
            {r.passScore}） · 答对 {r.correctCount} 题，答错 {r.wrongCount} 题
            {r.autoSubmitted ? ' · 答题时间到，系统自动交卷' : ''}
          </p>
          {r.review.allowed ? (
            <ol>
              {r.review.questions.map((q) => (
                <li key={q.id} style={{ marginBottom: 8 }}>
                  <div>{q.stem}</div>
                  <div style={{ color: TEXT_SECONDARY }}>
                    我的答案：{q.given.join('、') || '未作答'} · 正确答案：
                    {q.correctAnswer.join('、')}{' '}
                    <Tag color={q.correct ? 'success' : 'error'}>
                      {q.correct ? '正确' : '错误'}
                    </Tag>
                  </div>
                  {q.explanation && (
                    <div style={{ color: TEXT_SECONDARY }}>
                      解析：{q.explanation}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          ) : (
            <Alert type="info" showIcon title={r.review.reason} />
          )}
        </section>
      )}
    </AsyncView>
  );
}

function submittedOf(exams: ClassExams) {
  return exams.attempts.filter((a) => a.status === 'SUBMITTED');
}

function AttemptList({ tbtpId }: { tbtpId: string }) {
  const load = useCallback(() => fetchClassExams(tbtpId), [tbtpId]);
  const data = useRemoteData(load);
  return (
    <AsyncView
      data={data}
      isEmpty={(exams) => submittedOf(exams).length === 0}
      empty="暂无考试记录"
    >
      {(exams) => (
        <ul aria-label="结业考试记录">
          {submittedOf(exams).map((a) => (
            <li key={a.attemptId}>
              <PortalLink
                href={`/projectReviewQuest?id=${encodeURIComponent(tbtpId)}&attemptId=${encodeURIComponent(a.attemptId)}`}
              >
                第{a.attemptNo}次作答（{a.submittedAt}）
              </PortalLink>{' '}
              {a.score} 分{' '}
              <Tag color={a.passed ? 'success' : 'error'}>
                {a.passed ? EXAM_VERDICTS.passed : EXAM_VERDICTS.failed}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}

export function GraduationReviewPage() {
  const [params] = useSearchParams();
  const tbtpId = params.get('id')?.trim() ?? '';
  const attemptId = params.get('attemptId')?.trim() ?? '';
  const narrow = useNarrowLayout();
  return (
    <Card styles={cardBody(narrow)}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        结业考试回顾
      </Typography.Title>
      {tbtpId && (
        <p>
          <PortalLink href={schedulePath(tbtpId)}>返回结业进度</PortalLink>
        </p>
      )}
      {attemptId ? (
        <AttemptReview attemptId={attemptId} />
      ) : tbtpId ? (
        <AttemptList tbtpId={tbtpId} />
      ) : (
        <EmptyState text="缺少考试参数" />
      )}
    </Card>
  );
}
