import { getJson, postPage } from '@portal/shared/api';
import type { ChecklistItem, ClassRankingRow } from '@portal/shared/contracts';
import type { Page } from '@portal/shared/types';

interface ClassSummary {
  tbtpId: string;
  name: string;
  orgName: string;
  startDate: string;
  endDate: string;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';
  requiredHours: number;
  compulsoryHours: number;
  electiveHours: number;
}

interface CertificateRef {
  id: string;
  certNo: string;
  title: string;
}

export interface Checklist extends ClassSummary {
  graduated: boolean;
  graduatedAt: string | null;
  certificate: CertificateRef | null;
  paperId: string | null;
  examOpen: boolean;
  examRefusal: string | null;
  items: ChecklistItem[];
}

export interface MyClassCourse {
  id: string;
  name: string;
  teacher: string;
  creditHour: number;
  isCompulsory: boolean;
  completed: boolean;
}

interface MyClass extends ClassSummary {
  enrolledAt: string;
  compulsoryEarned: number;
  electiveEarned: number;
  earnedHours: number;
  finishedCourses: number;
  courseCount: number;
  examPassed: boolean;
  graduatedAt: string | null;
  learningStatus: 'IN_PROGRESS' | 'GRADUATED' | 'NOT_GRADUATED';
  certificate: CertificateRef | null;
  courses: MyClassCourse[];
}

interface ClassExamAttempt {
  attemptId: string;
  attemptNo: number;
  status: 'IN_PROGRESS' | 'SUBMITTED';
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  totalScore: number;
  passed: boolean | null;
}

interface ClassExams {
  paper: {
    paperId: string;
    title: string;
    passScore: number;
    totalScore: number;
    maxAttempts: number | null;
    timeLimitSec: number | null;
    openAt: string;
    closeAt: string;
  } | null;
  attempts: ClassExamAttempt[];
  history: {
    id: string;
    examName: string;
    kind: string;
    score: number;
    totalScore: number;
    passScore: number;
    passed: boolean;
    submittedAt: string;
  }[];
}

type RankingPage = Page<ClassRankingRow> & {
  myRank: number | null;
  myHours: number | null;
};

/** GET /api/tbtp/study/checklist */
export function fetchChecklist(tbtpId: string): Promise<Checklist> {
  return getJson<Checklist>('tbtp/study/checklist', { tbtpId });
}

/** GET /api/tbtp/study/myClass */
export function fetchMyClass(tbtpId: string): Promise<MyClass> {
  return getJson<MyClass>('tbtp/study/myClass', { tbtpId });
}

/** GET /api/tbtp/study/myExams */
export function fetchClassExams(tbtpId: string): Promise<ClassExams> {
  return getJson<ClassExams>('tbtp/study/myExams', { tbtpId });
}

/** POST /api/tbtp/study/ranking */
export function fetchRanking(query: {
  tbtpId: string;
  pagesize: number;
  pagenum: number;
}): Promise<RankingPage> {
  return postPage<ClassRankingRow>(
    'tbtp/study/ranking',
    query,
  ) as Promise<RankingPage>;
}
