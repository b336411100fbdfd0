import { getJson, postPage } from '@portal/shared/api';
import type { ClassRankingRow } from '@portal/shared/contracts';
import type { Page } from '@portal/shared/contracts';

import type { CertificateRef, ClassSummary } from '../../lib/class-study.api';

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

type RankingPage = Page<ClassRankingRow> & {
  myRank: number | null;
  myHours: number | null;
};

/** GET /api/tbtp/study/myClass */
export function fetchMyClass(tbtpId: string): Promise<MyClass> {
  return getJson<MyClass>('tbtp/study/myClass', { tbtpId });
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
