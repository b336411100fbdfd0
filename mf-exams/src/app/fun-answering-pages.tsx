import {
  ExamReviewPage,
  ExamStartPage,
} from '../features/exam-engine/exam-pages';

/** /spiceAnswer/spiceAnswerStart?paperId= — 趣味答题 (mock, feedback per question). */
export function FunAnsweringPage() {
  return <ExamStartPage family="fun" />;
}

/** /spiceAnswer/reviewQuest?attemptId= */
export function FunReviewPage() {
  return <ExamReviewPage family="fun" />;
}
