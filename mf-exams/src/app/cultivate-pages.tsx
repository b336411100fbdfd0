import {
  ExamReviewPage,
  ExamStartPage,
} from '../features/exam-engine/exam-pages';

/** /startCultivate/startCultivate?paperId= — 培训考试. */
export function CultivateExamPage() {
  return <ExamStartPage family="cultivate" />;
}

/** /startCultivate/CultivateExam?attemptId= */
export function CultivateReviewPage() {
  return <ExamReviewPage family="cultivate" />;
}
