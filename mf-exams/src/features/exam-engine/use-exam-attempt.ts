/**
 * One attempt being answered: answers (local copy first, then the debounced
 * server save), the countdown to the server's deadline with threshold
 * announcements, and the submit — by the learner, or at zero from the
 * answers held. A submit that cannot reach the server is retried when the
 * browser is online again; one the server refuses as too late shows the
 * result the server made from the answers it had saved.
 */
import { ApiError } from '@portal/shared/api';
import type {
  AnswerMap,
  AttemptSession,
  ExamResult,
} from '@portal/shared/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  clearDraft,
  mergeResume,
  readDraft,
  recordAnswer,
} from './answer-store';
import { AnswerSync, type SyncStatus } from './answer-sync';
import { fetchResult, saveAnswers, submitAttempt } from '../../lib/exam.api';
import { announcementFor, clockOffset, remainingMs } from './timer';

type SubmitPhase =
  | { kind: 'answering' }
  | { kind: 'submitting'; auto: boolean }
  | { kind: 'retrying'; auto: boolean; message: string }
  | { kind: 'done'; result: ExamResult };

/** The server no longer takes answers for this attempt (422). */
export function isClosedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422;
}

const TICK_MS = 250;

export function useExamAttempt(session: AttemptSession, userId: string) {
  const offsetRef = useRef(clockOffset(session.serverNow, Date.now()));
  const [initial] = useState(() =>
    mergeResume(session, readDraft(userId, session.attemptId)),
  );
  const answersRef = useRef<AnswerMap>(initial.answers);
  const [answers, setAnswers] = useState<AnswerMap>(initial.answers);
  const [sync, setSync] = useState<SyncStatus>({
    state: 'saved',
    savedAt: Object.keys(session.answers).length > 0 ? session.savedAt : null,
    unsaved: 0,
  });
  const [phase, setPhase] = useState<SubmitPhase>({ kind: 'answering' });
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  // The server may move the deadline (extra time); every save says where
  // it is, and the countdown follows.
  const [deadline, setDeadline] = useState(session.deadline);
  const [remaining, setRemaining] = useState<number | null>(() =>
    session.deadline === null
      ? null
      : remainingMs(session.deadline, offsetRef.current, Date.now()),
  );
  const [announcement, setAnnouncement] = useState('');
  const syncRef = useRef<AnswerSync | null>(null);
  const submitRef = useRef<(auto: boolean) => Promise<void>>(async () => {});

  const finish = useCallback(
    (result: ExamResult) => {
      syncRef.current?.dispose();
      clearDraft(userId, session.attemptId);
      setPhase({ kind: 'done', result });
    },
    [userId, session.attemptId],
  );

  /** The server closed the attempt itself: show what it recorded. */
  const showServerResult = useCallback(async () => {
    try {
      finish(await fetchResult(session.attemptId));
    } catch (error) {
      setPhase({
        kind: 'retrying',
        auto: true,
        message: error instanceof Error ? error.message : '系统异常',
      });
    }
  }, [finish, session.attemptId]);

  useEffect(() => {
    const sync = new AnswerSync({
      save: (changed) => saveAnswers(session.attemptId, changed),
      onStatus: setSync,
      onSaved: (answer) => {
        offsetRef.current = clockOffset(answer.serverNow, Date.now());
        setDeadline(answer.deadline);
      },
      isClosedError,
      onClosed: () => void showServerResult(),
      savedAt: Object.keys(session.answers).length > 0 ? session.savedAt : null,
    });
    syncRef.current = sync;
    const pending = Object.fromEntries(
      initial.pending.map((id) => [id, initial.answers[id] ?? []]),
    );
    sync.resend(pending);
    const onOnline = () => {
      void sync.flush();
      const current = phaseRef.current;
      if (current.kind === 'retrying') void submitRef.current(current.auto);
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      sync.dispose();
    };
  }, [session, initial, showServerResult]);

  const setAnswer = useCallback(
    (questionId: string, value: string[]) => {
      if (phaseRef.current.kind !== 'answering') return;
      const at = Date.now() + offsetRef.current;
      recordAnswer(userId, session.attemptId, questionId, value, at);
      answersRef.current = { ...answersRef.current, [questionId]: value };
      setAnswers(answersRef.current);
      syncRef.current?.set(questionId, value);
    },
    [userId, session.attemptId],
  );

  const submit = useCallback(
    async (auto: boolean) => {
      const current = phaseRef.current;
      if (current.kind === 'done' || current.kind === 'submitting') return;
      phaseRef.current = { kind: 'submitting', auto };
      setPhase(phaseRef.current);
      syncRef.current?.dispose();
      try {
        finish(await submitAttempt(session.attemptId, answersRef.current));
      } catch (error) {
        if (isClosedError(error)) {
          await showServerResult();
          return;
        }
        const message = navigator.onLine
          ? error instanceof Error
            ? error.message
            : '系统异常'
          : '网络已断开，答案已保存在本机，网络恢复后将自动交卷';
        phaseRef.current = { kind: 'retrying', auto, message };
        setPhase(phaseRef.current);
      }
    },
    [finish, session.attemptId, showServerResult],
  );
  submitRef.current = submit;

  // The countdown: re-read every tick from the deadline (a sleeping tab or
  // a slow timer never drifts), announce thresholds, submit at zero.
  useEffect(() => {
    if (deadline === null) return undefined;
    let previous: number | null = remainingMs(
      deadline,
      offsetRef.current,
      Date.now(),
    );
    const tick = () => {
      const left = remainingMs(deadline, offsetRef.current, Date.now());
      setRemaining(left);
      const text = announcementFor(previous, left);
      if (text) setAnnouncement(text);
      previous = left;
      if (left <= 0 && phaseRef.current.kind === 'answering') {
        void submitRef.current(true);
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  // A failed automatic submit is retried every few seconds as well.
  useEffect(() => {
    if (phase.kind !== 'retrying' || !phase.auto) return undefined;
    const timer = setTimeout(() => void submitRef.current(true), 5000);
    return () => clearTimeout(timer);
  }, [phase]);

  return {
    answers,
    setAnswer,
    sync,
    phase,
    remaining,
    announcement,
    submit,
    /** Server time → this browser's clock (for showing 已保存 times). */
    toLocalTime: (serverMs: number) => serverMs - offsetRef.current,
  };
}
