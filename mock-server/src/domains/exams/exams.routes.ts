/**
 * Exams: consolidation plans (巩固练习活动方案) and the exam engine's calls
 * for every family (list, getExam, startRecord, save, check, submitExam,
 * getRecord). The server holds the answer keys and the deadlines; rules
 * are in ./exam-engine.ts.
 */
import { randomBytes } from 'node:crypto';

import {
  EXAM_VERDICTS,
  type AnswerMap,
  type AttemptSession,
  type CheckAnswer,
  type ConsolidatePlanRow,
  type ExamDeadlineMoved,
  type ExamDetail,
  type ExamKind,
  type ExamQuestion,
  type ExamResult,
  type ExamSummary,
  type Page,
  type SaveAnswer,
} from '@portal/shared/contracts';
import type { Application, Request } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  EXAM_RULES,
  cleanAnswers,
  decideReview,
  decideStart,
  isFullyCorrect,
  isPastDeadline,
  questionOrderFor,
  scoreAttempt,
  scoreQuestion,
  totalScoreOf,
  windowStatus,
} from './exam-engine';
import type { ExamAttempt, ExamPaperRecord } from './exam-records';
import {
  HttpError,
  ok,
  optionalEnum,
  optionalInt,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import {
  belongsToTenant,
  filterInTenant,
  findInTenant,
  inTenant,
  type TenantId,
} from '../../platform/tenancy';
import type { ExamsCollections } from './exam-records';
import { attemptRowOf } from './exams.readers';

/** Families as the pages name them, and the kinds each lists. */
const EXAM_FAMILIES = {
  classroom: ['CLASSROOM'],
  cultivate: ['TRAINING'],
  consolidate: ['CONSOLIDATE_MOCK', 'CONSOLIDATE_FORMAL'],
  interest: ['FUN'],
  graduation: ['GRADUATION'],
} as const satisfies Record<string, readonly ExamKind[]>;
type ExamFamily = keyof typeof EXAM_FAMILIES;
const FAMILY_NAMES = Object.keys(EXAM_FAMILIES) as ExamFamily[];

/** Refusals of the engine: a 4xx the client shows as it is. */
const REFUSED = 422;

const EXAM_MESSAGES = {
  paperMissing: '试卷不存在或已下线',
  attemptMissing: '答题记录不存在',
  submitted: '本次答题已交卷',
  late: '已超过交卷时间，系统已按已保存的答案自动交卷',
  notSubmitted: '本次答题尚未交卷',
  checkFormal: '正式答题不提供即时解析',
} as const;

interface Learner {
  username: string;
  tenantId: TenantId;
}

/**
 * What the class-study domain decides about GRADUATION papers: whether the
 * class's other conditions let an attempt start, and graduation once one is
 * submitted. server.ts hands it in, so that this domain does not import the
 * one above it.
 */
export interface GraduationGate {
  /** Why `learner` may not start an attempt of `paper` (null: may). */
  refusal(
    ctx: AppContext,
    learner: Learner,
    paper: ExamPaperRecord,
    nowMs: number,
  ): string | null;
  /** Called once an attempt of `paper` is submitted. */
  afterSubmit(ctx: AppContext, learner: Learner, paper: ExamPaperRecord): void;
}

function learnerOf(ctx: AppContext, req: Request): Learner {
  const caller = requireCaller(ctx.store, req);
  return { username: caller.user.username, tenantId: caller.tenantId };
}

function findPaper(
  state: ExamsCollections,
  tenantId: TenantId,
  input: Record<string, unknown>,
): ExamPaperRecord {
  const paperId = optionalString(input, 'paperId')?.trim();
  const courseId = optionalString(input, 'courseId')?.trim();
  if (!paperId && !courseId) throw new HttpError(400, '缺少参数paperId');
  const paper = findInTenant(state.examPapers, tenantId, (p) =>
    paperId ? p.id === paperId : p.courseId === courseId,
  );
  if (!paper) throw new HttpError(400, EXAM_MESSAGES.paperMissing);
  return paper;
}

function attemptsOf(
  state: ExamsCollections,
  learner: Learner,
  paperId: string,
): ExamAttempt[] {
  return filterInTenant(
    state.examAttempts,
    learner.tenantId,
    (a) => a.username === learner.username && a.paperId === paperId,
  ).sort((a, b) => a.attemptNo - b.attemptNo);
}

function finalise(
  paper: ExamPaperRecord,
  attempt: ExamAttempt,
  at: number,
  auto: boolean,
): void {
  const result = scoreAttempt(paper, attempt.answers);
  attempt.status = 'SUBMITTED';
  attempt.submittedAt = at;
  attempt.score = result.score;
  attempt.passed = result.passed;
  attempt.correctCount = result.correctCount;
  if (auto) attempt.autoSubmitted = true;
}

/**
 * Submits, from their saved answers, the caller's attempts whose deadline
 * and grace have passed (the browser may never come back). True when
 * anything changed.
 */
function finaliseExpired(ctx: AppContext, learner: Learner): boolean {
  const state = ctx.store.state();
  const now = ctx.now();
  let changed = false;
  for (const attempt of state.examAttempts) {
    if (
      attempt.status !== 'IN_PROGRESS' ||
      !belongsToTenant(attempt, learner.tenantId) ||
      attempt.username !== learner.username ||
      !isPastDeadline(attempt, now, true)
    ) {
      continue;
    }
    const paper = state.examPapers.find((p) => p.id === attempt.paperId);
    if (!paper) continue;
    finalise(paper, attempt, attempt.deadline ?? now, true);
    changed = true;
  }
  if (changed) ctx.store.write();
  return changed;
}

function publicQuestion(q: ExamPaperRecord['questions'][number]): ExamQuestion {
  return {
    id: q.id,
    type: q.type,
    stem: q.stem,
    options: q.options,
    score: q.score,
    blanks: q.blanks,
  };
}

/** The paper's policy and window as every list and page shows them. */
function paperSummary(
  paper: ExamPaperRecord,
  attempts: readonly ExamAttempt[],
  now: number,
): ExamSummary {
  const submitted = attempts.filter((a) => a.status === 'SUBMITTED');
  const scores = submitted.map((a) => a.score ?? 0);
  const open = attempts.find((a) => a.status === 'IN_PROGRESS');
  return {
    paperId: paper.id,
    title: paper.title,
    description: paper.description,
    activity: paper.activity,
    kind: paper.kind,
    mode: paper.mode,
    courseId: paper.courseId ?? null,
    tbtpId: paper.tbtpId ?? null,
    openAt: paper.openAt,
    closeAt: paper.closeAt,
    windowStatus: windowStatus(paper, now),
    timeLimitSec: paper.timeLimitSec,
    maxAttempts: paper.maxAttempts,
    passScore: paper.passScore,
    reviewPolicy: paper.reviewPolicy,
    shuffle: paper.shuffle,
    totalScore: totalScoreOf(paper),
    questionCount: paper.questions.length,
    attemptsUsed: attempts.length,
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    passed: submitted.some((a) => a.passed),
    inProgressAttemptId: open?.id ?? null,
    /** 随堂测试 status of the course: '1' passed, '0' not (yet). */
    examStatus: submitted.some((a) => a.passed) ? '1' : '0',
  };
}

function attemptView(
  paper: ExamPaperRecord,
  attempt: ExamAttempt,
  now: number,
): AttemptSession {
  const byId = new Map(paper.questions.map((q) => [q.id, q]));
  return {
    attemptId: attempt.id,
    paperId: paper.id,
    attemptNo: attempt.attemptNo,
    status: attempt.status,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    serverNow: now,
    savedAt: attempt.savedAt,
    answers: attempt.answers,
    questions: attempt.questionOrder
      .map((id) => byId.get(id))
      .filter((q) => q !== undefined)
      .map(publicQuestion),
  };
}

function resultView(
  paper: ExamPaperRecord,
  attempt: ExamAttempt,
  attempts: readonly ExamAttempt[],
  now: number,
): ExamResult {
  const review = decideReview(paper, attempt, attempts.length, now);
  const byId = new Map(paper.questions.map((q) => [q.id, q]));
  const summary = paperSummary(paper, attempts, now);
  const canRetry =
    summary.windowStatus === 'OPEN' &&
    !summary.inProgressAttemptId &&
    (paper.maxAttempts === null || attempts.length < paper.maxAttempts);
  const questionCount = paper.questions.length;
  const correctCount = attempt.correctCount ?? 0;
  return {
    attemptId: attempt.id,
    paper: summary,
    attemptNo: attempt.attemptNo,
    status: attempt.status,
    autoSubmitted: attempt.autoSubmitted === true,
    submittedAt: attempt.submittedAt ?? null,
    score: attempt.score ?? 0,
    totalScore: totalScoreOf(paper),
    passScore: paper.passScore,
    passed: attempt.passed === true,
    correctCount,
    wrongCount: questionCount - correctCount,
    questionCount,
    canRetry,
    msg: attempt.passed ? EXAM_VERDICTS.passed : EXAM_VERDICTS.failed,
    review: review.allowed
      ? {
          allowed: true as const,
          questions: attempt.questionOrder
            .map((id) => byId.get(id))
            .filter((q) => q !== undefined)
            .map((q) => ({
              ...publicQuestion(q),
              given: attempt.answers[q.id] ?? [],
              correctAnswer: q.answer,
              explanation: q.explanation,
              points: scoreQuestion(q, attempt.answers[q.id]),
              correct: isFullyCorrect(q, attempt.answers[q.id]),
            })),
        }
      : { allowed: false as const, reason: review.reason },
  };
}

function findAttempt(
  ctx: AppContext,
  learner: Learner,
  input: Record<string, unknown>,
): { attempt: ExamAttempt; paper: ExamPaperRecord } {
  const attemptId = requiredString(input, 'attemptId').trim();
  const state = ctx.store.state();
  const attempt = findInTenant(
    state.examAttempts,
    learner.tenantId,
    (a) => a.id === attemptId && a.username === learner.username,
  );
  if (!attempt) throw new HttpError(400, EXAM_MESSAGES.attemptMissing);
  const paper = state.examPapers.find((p) => p.id === attempt.paperId);
  if (!paper) throw new HttpError(400, EXAM_MESSAGES.paperMissing);
  return { attempt, paper };
}

function readAnswers(
  paper: ExamPaperRecord,
  input: Record<string, unknown>,
  required: boolean,
): AnswerMap | undefined {
  if (input.answers === undefined || input.answers === null) {
    if (required) throw new HttpError(400, '缺少参数answers');
    return undefined;
  }
  const cleaned = cleanAnswers(paper, input.answers);
  if ('error' in cleaned) throw new HttpError(400, cleaned.error);
  return cleaned.answers;
}

function newAttemptId(): string {
  return `EXA${randomBytes(6).toString('hex')}`;
}

export function registerExamRoutes(
  app: Application,
  ctx: AppContext,
  graduation: GraduationGate,
) {
  // POST /api/exam/consolidate/queryPlanList {pagesize, pagenum} (token)
  route(
    app,
    '/api/exam/consolidate/queryPlanList',
    ['GET', 'POST'],
    (req, res) => {
      const { tenantId } = requireCaller(ctx.store, req);
      const paging = readPaging(params(req));
      const list = ctx.store
        .state()
        .consolidatePlans.filter(inTenant(tenantId))
        .sort((a, b) => b.startTime.localeCompare(a.startTime))
        .map(({ tenantId: _t, ...rest }) => rest);
      ok<Page<ConsolidatePlanRow>>(res, paginate(list, paging));
    },
  );

  // POST /api/exam/listExam {family, tbtpId?, pagesize, pagenum} (token)
  route(app, '/api/exam/listExam', ['POST', 'GET'], (req, res) => {
    const learner = learnerOf(ctx, req);
    const input = params(req);
    const family = optionalEnum(input, 'family', FAMILY_NAMES);
    if (!family) throw new HttpError(400, '缺少参数family');
    const tbtpId = optionalString(input, 'tbtpId')?.trim();
    const paging = readPaging(input);
    finaliseExpired(ctx, learner);
    const state = ctx.store.state();
    const now = ctx.now();
    const kinds: readonly ExamKind[] = EXAM_FAMILIES[family];
    const list = filterInTenant(
      state.examPapers,
      learner.tenantId,
      (p) => kinds.includes(p.kind) && (!tbtpId || p.tbtpId === tbtpId),
    )
      .sort((a, b) => b.openAt.localeCompare(a.openAt))
      .map((p) => paperSummary(p, attemptsOf(state, learner, p.id), now));
    ok<Page<ExamSummary>>(res, paginate(list, paging));
  });

  // GET /api/exam/getExam?paperId= | ?courseId= (token): policy, window and
  // the caller's attempts; no questions (they come with startRecord)
  route(app, '/api/exam/getExam', ['GET', 'POST'], (req, res) => {
    const learner = learnerOf(ctx, req);
    finaliseExpired(ctx, learner);
    const state = ctx.store.state();
    const paper = findPaper(state, learner.tenantId, params(req));
    const attempts = attemptsOf(state, learner, paper.id);
    const now = ctx.now();
    const decision = decideStart(paper, attempts, now);
    // A graduation exam also waits for the class's other conditions.
    const gate =
      decision.kind === 'new'
        ? graduation.refusal(ctx, learner, paper, now)
        : null;
    ok<ExamDetail>(res, {
      ...paperSummary(paper, attempts, now),
      canStart: decision.kind !== 'refused' && gate === null,
      refusal: decision.kind === 'refused' ? decision.message : gate,
      attempts: attempts.map((a) => ({
        ...attemptRowOf(a),
        autoSubmitted: a.autoSubmitted === true,
      })),
    });
  });

  // POST /api/exam/startRecord {paperId} (token): resumes the attempt in
  // progress or starts a new one
  route(app, '/api/exam/startRecord', ['POST'], (req, res) => {
    const learner = learnerOf(ctx, req);
    finaliseExpired(ctx, learner);
    const state = ctx.store.state();
    const paper = findPaper(state, learner.tenantId, params(req));
    const attempts = attemptsOf(state, learner, paper.id);
    const now = ctx.now();
    const decision = decideStart(paper, attempts, now);
    if (decision.kind === 'refused') {
      throw new HttpError(REFUSED, decision.message);
    }
    if (decision.kind === 'resume') {
      ok<AttemptSession>(res, attemptView(paper, decision.attempt, now));
      return;
    }
    const gate = graduation.refusal(ctx, learner, paper, now);
    if (gate) throw new HttpError(400, gate);
    const id = newAttemptId();
    const attempt: ExamAttempt = {
      id,
      tenantId: learner.tenantId,
      username: learner.username,
      paperId: paper.id,
      attemptNo: attempts.length + 1,
      startedAt: now,
      deadline:
        paper.timeLimitSec === null ? null : now + paper.timeLimitSec * 1000,
      questionOrder: questionOrderFor(paper, id),
      answers: {},
      savedAt: now,
      status: 'IN_PROGRESS',
    };
    state.examAttempts.push(attempt);
    ctx.store.write();
    ok<AttemptSession>(res, attemptView(paper, attempt, now));
  });

  // POST /api/exam/save {attemptId, answers: {questionId: string[]}} (token):
  // merges the answers given into the attempt
  route(app, '/api/exam/save', ['POST'], (req, res) => {
    const learner = learnerOf(ctx, req);
    finaliseExpired(ctx, learner);
    const input = params(req);
    const { attempt, paper } = findAttempt(ctx, learner, input);
    if (attempt.status !== 'IN_PROGRESS') {
      throw new HttpError(
        REFUSED,
        attempt.autoSubmitted ? EXAM_MESSAGES.late : EXAM_MESSAGES.submitted,
      );
    }
    const answers = readAnswers(paper, input, true) ?? {};
    const now = ctx.now();
    attempt.answers = { ...attempt.answers, ...answers };
    attempt.savedAt = now;
    ctx.store.write();
    ok<SaveAnswer>(res, {
      savedAt: now,
      serverNow: now,
      deadline: attempt.deadline,
    });
  });

  // POST /api/exam/check {attemptId, questionId, answer?} (token): MOCK
  // papers only — the key and explanation of one question
  route(app, '/api/exam/check', ['POST'], (req, res) => {
    const learner = learnerOf(ctx, req);
    const input = params(req);
    const { attempt, paper } = findAttempt(ctx, learner, input);
    if (paper.mode !== 'MOCK') {
      throw new HttpError(REFUSED, EXAM_MESSAGES.checkFormal);
    }
    const questionId = requiredString(input, 'questionId').trim();
    const question = paper.questions.find((q) => q.id === questionId);
    if (!question) throw new HttpError(400, `试题${questionId}不存在`);
    const given =
      input.answer === undefined
        ? attempt.answers[questionId]
        : readAnswers(
            paper,
            { answers: { [questionId]: input.answer } },
            true,
          )?.[questionId];
    if (input.answer !== undefined && attempt.status === 'IN_PROGRESS') {
      attempt.answers = { ...attempt.answers, [questionId]: given ?? [] };
      attempt.savedAt = ctx.now();
      ctx.store.write();
    }
    ok<CheckAnswer>(res, {
      questionId,
      correct: isFullyCorrect(question, given),
      correctAnswer: question.answer,
      explanation: question.explanation,
    });
  });

  // POST /api/exam/submitExam {attemptId, answers?} (token)
  route(app, '/api/exam/submitExam', ['POST'], (req, res) => {
    const learner = learnerOf(ctx, req);
    const input = params(req);
    const { attempt, paper } = findAttempt(ctx, learner, input);
    const now = ctx.now();
    if (attempt.status !== 'IN_PROGRESS') {
      throw new HttpError(
        REFUSED,
        attempt.autoSubmitted ? EXAM_MESSAGES.late : EXAM_MESSAGES.submitted,
      );
    }
    if (isPastDeadline(attempt, now, true)) {
      // Too late: what was saved in time is submitted, the rest refused.
      finalise(paper, attempt, attempt.deadline ?? now, true);
      ctx.store.write();
      throw new HttpError(REFUSED, EXAM_MESSAGES.late);
    }
    const answers = readAnswers(paper, input, false);
    if (answers) attempt.answers = { ...attempt.answers, ...answers };
    attempt.savedAt = now;
    finalise(paper, attempt, now, isPastDeadline(attempt, now, false));
    ctx.store.write();
    graduation.afterSubmit(ctx, learner, paper);
    const state = ctx.store.state();
    ok<ExamResult>(
      res,
      resultView(paper, attempt, attemptsOf(state, learner, paper.id), now),
    );
  });

  // GET /api/exam/getRecord?attemptId= (token): the result of a submitted
  // attempt, with the review when the policy allows it
  route(app, '/api/exam/getRecord', ['GET', 'POST'], (req, res) => {
    const learner = learnerOf(ctx, req);
    finaliseExpired(ctx, learner);
    const input = params(req);
    const { attempt, paper } = findAttempt(ctx, learner, input);
    if (attempt.status !== 'SUBMITTED') {
      throw new HttpError(REFUSED, EXAM_MESSAGES.notSubmitted);
    }
    const state = ctx.store.state();
    ok<ExamResult>(
      res,
      resultView(
        paper,
        attempt,
        attemptsOf(state, learner, paper.id),
        ctx.now(),
      ),
    );
  });

  if (ctx.dev) {
    // POST /__dev/exam/deadline {attemptId, secondsLeft}: moves the deadline
    // of an attempt in progress (tests avoid waiting for real minutes)
    route(app, '/__dev/exam/deadline', ['POST'], (req, res) => {
      const input = params(req);
      const attemptId = requiredString(input, 'attemptId').trim();
      const secondsLeft = optionalInt(input, 'secondsLeft');
      if (secondsLeft === undefined)
        throw new HttpError(400, '缺少参数secondsLeft');
      const attempt = ctx.store
        .state()
        .examAttempts.find((a) => a.id === attemptId);
      if (!attempt) throw new HttpError(400, EXAM_MESSAGES.attemptMissing);
      if (attempt.status !== 'IN_PROGRESS') {
        throw new HttpError(REFUSED, EXAM_MESSAGES.submitted);
      }
      attempt.deadline = ctx.now() + secondsLeft * 1000;
      ctx.store.write();
      ok<ExamDeadlineMoved>(res, { attemptId, deadline: attempt.deadline });
    });
  }
}

export { EXAM_RULES };
