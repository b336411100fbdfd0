import {
  ApiError,
  isSuccess,
  post,
  postPage,
  requestRaw,
  serverMessage,
} from '@portal/shared/api';
import type {
  CollectState,
  Discussion,
  Page,
  RatingSummary,
  StudyEndResult,
  StudyProgress,
} from '@portal/shared/contracts';

export const RATING_DIMENSIONS = [
  '立场观点正确',
  '注重问题导向',
  '内容丰富全面',
  '课程生动形象',
  '教学切实有效',
] as const;

/** POST /api/portal/collect/toggleCollect */
export function toggleCollect(courseId: string): Promise<CollectState> {
  return post('portal/collect/toggleCollect', {
    courseId,
    type: 'collect',
  });
}

/** POST /api/portal/course/comment/save (five ratings, each 0..10). */
export function saveRating(
  courseId: string,
  ratings: number[],
): Promise<RatingSummary> {
  return post(
    'portal/course/comment/save',
    { courseId, ratings },
    { silent: true },
  );
}

/** POST /api/portal/course/discuss/query (newest first). */
export function fetchDiscussions(query: {
  courseId: string;
  pagesize: number;
  pagenum: number;
}): Promise<Page<Discussion>> {
  return postPage<Discussion>('portal/course/discuss/query', query);
}

/** POST /api/portal/course/discuss/create (silent: the form shows it). */
export function createDiscussion(
  courseId: string,
  content: string,
): Promise<Discussion> {
  return post(
    'portal/course/discuss/create',
    { courseId, content },
    { silent: true },
  );
}

/**
 * What the recorder gets from a progress report: the answer, and with
 * plagFlag the envelope's message (the player pauses and shows it).
 */
export interface StudyProgressResult extends StudyProgress {
  message?: string;
}

/** The three study calls the recorder makes (injectable for tests). */
export interface StudyApi {
  start(courseId: string): Promise<StudyProgress>;
  progress(courseId: string, studyTimes: number): Promise<StudyProgressResult>;
  end(courseId: string): Promise<StudyEndResult>;
}

export const PLAG_DEFAULT_MESSAGE = '检测到异常学习行为，视频已暂停';

interface ProgressBody {
  success?: boolean;
  message?: string;
  plagFlag?: boolean;
  data?: Partial<StudyProgress> | null;
}

/**
 * POST /api/study/progress. Read through requestRaw because a plagFlag
 * answer carries its text in the envelope's message, which the data
 * helpers drop; it may come with success true or false.
 */
async function postProgress(
  courseId: string,
  studyTimes: number,
): Promise<StudyProgressResult> {
  const raw = await requestRaw(
    'POST',
    'study/progress',
    { body: { courseId, studyTimes } },
    { silent: true },
  );
  const body = (raw.body ?? {}) as ProgressBody;
  const data = body.data ?? {};
  const result: StudyProgressResult = {
    studyTimes: data.studyTimes ?? studyTimes,
    studyStatus: data.studyStatus ?? '1',
  };
  if (data.plagFlag || body.plagFlag) {
    return {
      ...result,
      plagFlag: true,
      message: serverMessage(body) || PLAG_DEFAULT_MESSAGE,
    };
  }
  if (!isSuccess(raw.path, body)) {
    throw new ApiError(serverMessage(body) || '系统异常', raw.status, body);
  }
  return result;
}

export const studyApi: StudyApi = {
  start: (courseId) =>
    post<StudyProgress>('study/start', { courseId }, { silent: true }),
  progress: postProgress,
  end: (courseId) =>
    post<StudyEndResult>('study/v2/end', { courseId }, { silent: true }),
};

/** Path of the progress call sent with fetch keepalive when a page closes. */
export const PROGRESS_URL = '/api/study/progress';
