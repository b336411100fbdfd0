import {
  getJson,
  post,
  postPage,
  type RequestOptions,
} from '@portal/shared/api';
import type {
  AnswerMap,
  AttemptSession,
  CheckAnswer,
  ExamDetail,
  ExamResult,
  ExamSummary,
  SaveAnswer,
  Page,
} from '@portal/shared/contracts';

export type ExamFamilyName =
  'classroom' | 'cultivate' | 'consolidate' | 'interest' | 'graduation';

/** POST /api/exam/listExam */
export function fetchExamList(query: {
  family: ExamFamilyName;
  pagesize: number;
  pagenum: number;
  tbtpId?: string;
}): Promise<Page<ExamSummary>> {
  return postPage<ExamSummary>('exam/listExam', query);
}

/** GET /api/exam/getExam?paperId= | ?courseId= */
export function fetchExam(
  ref: ExamRef,
  options: RequestOptions = {},
): Promise<ExamDetail> {
  return getJson<ExamDetail>('exam/getExam', { ...ref }, options);
}

type ExamRef = { paperId: string } | { courseId: string };

/** POST /api/exam/startRecord: resumes the attempt in progress or starts one. */
export function startAttempt(paperId: string): Promise<AttemptSession> {
  return post<AttemptSession>('exam/startRecord', { paperId });
}

/**
 * POST /api/exam/save. Silent: the engine shows its own save state and
 * keeps the answers locally until a save succeeds.
 */
export function saveAnswers(
  attemptId: string,
  answers: AnswerMap,
): Promise<SaveAnswer> {
  return post<SaveAnswer>(
    'exam/save',
    { attemptId, answers },
    { silent: true, timeout: 10_000 },
  );
}

/** POST /api/exam/check (mock papers only). */
export function checkAnswer(
  attemptId: string,
  questionId: string,
  answer: string[],
): Promise<CheckAnswer> {
  return post<CheckAnswer>('exam/check', {
    attemptId,
    questionId,
    answer,
  });
}

/** POST /api/exam/submitExam with every answer held. */
export function submitAttempt(
  attemptId: string,
  answers: AnswerMap,
): Promise<ExamResult> {
  return post<ExamResult>(
    'exam/submitExam',
    { attemptId, answers },
    { silent: true, timeout: 15_000 },
  );
}

/** GET /api/exam/getRecord?attemptId= */
export function fetchResult(attemptId: string): Promise<ExamResult> {
  return getJson<ExamResult>('exam/getRecord', { attemptId });
}
