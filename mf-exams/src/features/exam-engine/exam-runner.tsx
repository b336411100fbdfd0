/**
 * The exam runner: one component for every family. It loads the paper's
 * policy, shows it with the learner's attempts and a start button that
 * respects the window and the attempt limit, resumes an attempt in
 * progress by itself, runs the attempt (answers saved as they are given,
 * countdown to the server's deadline, leave guard) and shows the result
 * with the review the policy allows.
 *
 * Exposed as the federated module `mf_exams/exam-runner`; its props are
 * the module contract's ExamRunnerProps (@portal/shared/contracts,
 * modules.ts), which hosts load it with.
 */
import type {
  AttemptSession,
  ExamDetail,
  ExamResult,
  ExamRunnerProps,
} from '@portal/shared/contracts';
import { userInfoAtom, useAtomValue } from '@portal/shared/state';
import { LoadError } from '@portal/shared/ui';
import { Alert, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';

import { AttemptForm } from './attempt-form';
import { fetchExam, startAttempt } from '../../lib/exam.api';
import { standingRefusal } from '../../lib/exam-policy';
import { ExamIntro } from './exam-intro';
import { ExamResultView } from './exam-result-view';

type Stage =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'intro'; exam: ExamDetail; starting: boolean; error?: string }
  | { kind: 'answering'; exam: ExamDetail; session: AttemptSession }
  | { kind: 'result'; exam: ExamDetail; result: ExamResult };

export function ExamRunner({
  paperId,
  courseId,
  kinds,
  headingLevel = 1,
  backHref,
  backLabel = '返回',
  onSubmitted,
}: ExamRunnerProps) {
  const user = useAtomValue(userInfoAtom);
  const userId = user?.id ?? '';
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  const start = useCallback(async (exam: ExamDetail) => {
    setStage({ kind: 'intro', exam, starting: true });
    try {
      const session = await startAttempt(exam.paperId);
      setStage({ kind: 'answering', exam, session });
    } catch (error) {
      const message = error instanceof Error ? error.message : '系统异常';
      // A refusal means the paper changed under the page (an attempt used
      // in another tab, the window closed): show the server's standing
      // again, so the counts and the start button match what it refused.
      const fresh = await fetchExam(
        { paperId: exam.paperId },
        { silent: true },
      ).catch(() => exam);
      setStage({
        kind: 'intro',
        exam: fresh,
        starting: false,
        // The paper's own refusal already stands next to the button.
        ...(message === standingRefusal(fresh) ? {} : { error: message }),
      });
    }
  }, []);

  useEffect(() => {
    let live = true;
    const ref = paperId ? { paperId } : courseId ? { courseId } : null;
    if (!ref) {
      setStage({ kind: 'error', message: '缺少试卷参数' });
      return undefined;
    }
    setStage({ kind: 'loading' });
    fetchExam(ref).then(
      (exam) => {
        if (!live) return;
        if (kinds && !kinds.includes(exam.kind)) {
          setStage({ kind: 'error', message: '该试卷不属于本页面的答题类型' });
          return;
        }
        // After a reload or a lost tab the attempt in progress resumes.
        if (exam.inProgressAttemptId) void start(exam);
        else setStage({ kind: 'intro', exam, starting: false });
      },
      (error: unknown) =>
        live &&
        setStage({
          kind: 'error',
          message: error instanceof Error ? error.message : '系统异常',
        }),
    );
    return () => {
      live = false;
    };
    // kinds is a constant of the host page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paperId, courseId, reload, start]);

  const done = useCallback(
    (result: ExamResult) => {
      setStage((current) =>
        current.kind === 'answering'
          ? { kind: 'result', exam: current.exam, result }
          : current,
      );
      onSubmitted?.(result);
    },
    [onSubmitted],
  );

  switch (stage.kind) {
    case 'loading':
      return <Skeleton active />;
    case 'error':
      return (
        <LoadError
          data={{
            message: stage.message,
            retry: () => setReload((n) => n + 1),
          }}
        />
      );
    case 'intro':
      return (
        <>
          {stage.error && (
            <Alert
              type="error"
              showIcon
              title={stage.error}
              style={{ marginBottom: 12 }}
              data-testid="exam-start-error"
            />
          )}
          <ExamIntro
            exam={stage.exam}
            starting={stage.starting}
            headingLevel={headingLevel}
            onStart={() => void start(stage.exam)}
          />
        </>
      );
    case 'answering':
      return (
        <AttemptForm
          key={stage.session.attemptId}
          exam={stage.exam}
          session={stage.session}
          userId={userId}
          headingLevel={headingLevel}
          onDone={done}
        />
      );
    case 'result':
      return (
        <>
          <HeadingFor level={headingLevel} title={stage.exam.title} />
          <ExamResultView
            result={stage.result}
            onRetry={() => setReload((n) => n + 1)}
            {...(backHref ? { backHref, backLabel } : {})}
          />
        </>
      );
  }
}

function HeadingFor({ level, title }: { level: 1 | 2; title: string }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return <Tag style={{ fontSize: 22 }}>{title}</Tag>;
}
