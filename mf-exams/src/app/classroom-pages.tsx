import {
  ExamReviewPage,
  ExamStartPage,
} from '../features/exam-engine/exam-pages';

/** /examManage/startExam?courseId= (or examId=) — 随堂测试 after a course. */
export function ClassroomTestPage() {
  return <ExamStartPage family="classroom" />;
}

/** /examManage/manageExam?attemptId= */
export function ClassroomReviewPage() {
  return <ExamReviewPage family="classroom" />;
}
