import type {
  AttemptSession,
  CheckAnswer,
  ExamDetail,
  ExamResult,
} from '@portal/shared/contracts';
import { BORDER_SUBTLE, useCompactLayout } from '@portal/shared/ui';
import { Alert, App, Button, Flex, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';

import { checkAnswer } from '../../lib/exam.api';
import { Countdown } from './countdown';
import { useLeaveGuard } from './leave-guard';
import { QuestionCard } from './question-card';
import { useExamAttempt } from './use-exam-attempt';
import type { SyncStatus } from './answer-sync';
import { primaryTouch } from '@portal/shared/ui/touch';

function timeOfDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function syncText(sync: SyncStatus, toLocal: (ms: number) => number): string {
  switch (sync.state) {
    case 'pending':
    case 'saving':
      return '保存中…';
    case 'offline':
      return `网络已断开，${sync.unsaved}题答案已保存在本机`;
    case 'error':
      return `保存失败，${sync.unsaved}题答案已保存在本机，正在重试`;
    case 'saved':
      return sync.savedAt === null
        ? '尚未作答'
        : `已保存 ${timeOfDay(toLocal(sync.savedAt))}`;
  }
}

/** Answering one attempt: questions, countdown, save state, submit. */
export function AttemptForm({
  exam,
  session,
  userId,
  headingLevel,
  onDone,
}: {
  exam: ExamDetail;
  session: AttemptSession;
  userId: string;
  headingLevel: 1 | 2;
  onDone: (result: ExamResult) => void;
}) {
  const { modal } = App.useApp();
  const compact = useCompactLayout();
  // The dialogs' buttons are primary actions too: 44 px on a touch screen.
  const dialogButtons = compact
    ? {
        okButtonProps: { style: primaryTouch(true) },
        cancelButtonProps: { style: primaryTouch(true) },
      }
    : {};
  const attempt = useExamAttempt(session, userId);
  const { phase } = attempt;
  const [checks, setChecks] = useState<Record<string, CheckAnswer | 'loading'>>(
    {},
  );
  const [offline, setOffline] = useState(
    typeof navigator !== 'undefined' && !navigator.onLine,
  );

  useEffect(() => {
    if (phase.kind === 'done') onDone(phase.result);
  }, [phase, onDone]);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useLeaveGuard(
    phase.kind !== 'done',
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: '确定离开答题页面吗？',
          content:
            attempt.sync.unsaved > 0
              ? `还有${attempt.sync.unsaved}题答案未同步到服务器（已保存在本机）。离开后可回到本页继续作答${session.deadline === null ? '' : '，计时不会暂停'}。`
              : `答案已保存。离开后可回到本页继续作答${session.deadline === null ? '' : '，计时不会暂停'}。`,
          okText: '离开',
          cancelText: '继续答题',
          ...dialogButtons,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  );

  const unanswered = session.questions.filter(
    (q) => (attempt.answers[q.id] ?? []).filter((v) => v !== '').length === 0,
  ).length;

  const confirmSubmit = () => {
    modal.confirm({
      title: '确定交卷吗？',
      content:
        unanswered > 0
          ? `还有${unanswered}题未作答，交卷后不能修改。`
          : '交卷后不能修改答案。',
      okText: '交卷',
      cancelText: '继续答题',
      ...dialogButtons,
      onOk: () => void attempt.submit(false),
    });
  };

  const check = async (questionId: string) => {
    setChecks((c) => ({ ...c, [questionId]: 'loading' }));
    try {
      const answer = await checkAnswer(
        session.attemptId,
        questionId,
        attempt.answers[questionId] ?? [],
      );
      setChecks((c) => ({ ...c, [questionId]: answer }));
    } catch {
      setChecks((c) => {
        const next = { ...c };
        delete next[questionId];
        return next;
      });
    }
  };

  const busy = phase.kind === 'submitting' || phase.kind === 'retrying';
  const title = (
    <Typography.Title
      level={headingLevel}
      id="exam-title"
      style={{ fontSize: compact ? 20 : 22, margin: 0 }}
    >
      {exam.title}
    </Typography.Title>
  );
  return (
    <section aria-labelledby="exam-title" data-testid="exam-attempt">
      {/* On a phone the title scrolls away and only the slim bar with the
          time left and the save state stays at the top while answering. */}
      {compact && <div style={{ marginBottom: 8 }}>{title}</div>}
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={compact ? 4 : 12}
        data-testid="exam-status-bar"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          background: '#fff',
          padding: compact ? '6px 0' : '8px 0',
          borderBottom: `1px solid ${BORDER_SUBTLE}`,
          marginBottom: 16,
        }}
      >
        {!compact && title}
        <Space size={compact ? 12 : 24} wrap>
          {attempt.remaining !== null && (
            <Countdown
              remaining={attempt.remaining}
              announcement={attempt.announcement}
            />
          )}
          <span data-testid="exam-save-status">
            {syncText(attempt.sync, attempt.toLocalTime)}
          </span>
        </Space>
      </Flex>
      {offline && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="网络已断开"
          description="可以继续作答，答案会保存在本机，网络恢复后自动同步到服务器。"
        />
      )}
      {phase.kind === 'retrying' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={phase.auto ? '答题时间到，交卷未成功' : '交卷未成功'}
          description={phase.message}
          action={
            <Button
              size="small"
              onClick={() => void attempt.submit(phase.auto)}
            >
              重新交卷
            </Button>
          }
        />
      )}
      {phase.kind === 'submitting' && phase.auto && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="答题时间到，正在自动交卷"
        />
      )}
      <ol
        aria-label="试题"
        style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16 }}
      >
        {session.questions.map((question, index) => (
          <li key={question.id}>
            <QuestionCard
              question={question}
              index={index}
              value={attempt.answers[question.id] ?? []}
              onChange={(value) => attempt.setAnswer(question.id, value)}
              disabled={busy}
              {...(exam.mode === 'MOCK'
                ? {
                    onCheck: () => void check(question.id),
                    checked: checks[question.id],
                  }
                : {})}
            />
          </li>
        ))}
      </ol>
      <Flex justify="center" style={{ marginTop: 24 }}>
        <Button
          type="primary"
          size="large"
          block={compact}
          style={primaryTouch(compact)}
          onClick={confirmSubmit}
          loading={phase.kind === 'submitting'}
          disabled={busy}
        >
          交卷
        </Button>
      </Flex>
    </section>
  );
}
