import { post, postPage } from '@portal/shared/api';
import type {
  CollectState,
  EvaluationResult,
  EvaluationSummary,
  MyCollect,
  MyExam,
  MySubject,
  MyClassSummary,
  ClassLearningStatus,
  ClassStatistics,
  Page,
} from '@portal/shared/contracts';

type Paging = { pagesize: number; pagenum: number };

/** POST /api/personal/queryMyTbtps */
export function fetchMyClasses(
  query: Paging & { learningStatus?: ClassLearningStatus },
): Promise<Page<MyClassSummary>> {
  return postPage<MyClassSummary>('personal/queryMyTbtps', query);
}

/** POST /api/personal/queryTbtpStatisticsInfo */
export function fetchClassStatistics(): Promise<ClassStatistics> {
  return post<ClassStatistics>('personal/queryTbtpStatisticsInfo', {});
}

/** POST /api/subject/queryMySubject */
export function fetchMySubjects(query: Paging): Promise<Page<MySubject>> {
  return postPage<MySubject>('subject/queryMySubject', query);
}

/** POST /api/personal/queryMyCollect */
export function fetchMyCollects(query: Paging): Promise<Page<MyCollect>> {
  return postPage<MyCollect>('personal/queryMyCollect', query);
}

/** POST /api/portal/collect/toggleCollect: collects or uncollects. */
export function toggleCollect(courseId: string): Promise<CollectState> {
  return post<CollectState>('portal/collect/toggleCollect', {
    courseId,
    type: 'collect',
  });
}

/** POST /api/tbtp/exam/getUserExam */
export function fetchMyExams(query: Paging): Promise<Page<MyExam>> {
  return postPage<MyExam>('tbtp/exam/getUserExam', query);
}

/** POST /api/cePing/queryExamId: the learner's finished evaluations. */
export function fetchEvaluations(): Promise<EvaluationSummary[]> {
  return post<EvaluationSummary[]>('cePing/queryExamId', {});
}

/** POST /api/cePing/queryExamResult */
export function fetchEvaluationResult(
  examId: string,
): Promise<EvaluationResult> {
  return post<EvaluationResult>('cePing/queryExamResult', { examId });
}
