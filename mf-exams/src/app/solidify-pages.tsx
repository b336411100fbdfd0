import {
  ExamReviewPage,
  ExamStartPage,
} from '../features/exam-engine/exam-pages';

/** /solidify/textManage?paperId= — 巩固练习 模拟答题. */
export function SolidifyMockPage() {
  return <ExamStartPage family="solidifyMock" />;
}

/** /solidify/officialManage?paperId= — 巩固练习 正式答题. */
export function SolidifyFormalPage() {
  return <ExamStartPage family="solidifyFormal" />;
}

/** /solidify/textQuest?attemptId= — review of a mock attempt. */
export function SolidifyMockReviewPage() {
  return <ExamReviewPage family="solidifyMock" />;
}

/** /solidify/officialExam?attemptId= — review of a formal attempt. */
export function SolidifyFormalReviewPage() {
  return <ExamReviewPage family="solidifyFormal" />;
}
