import { getJson } from '@portal/shared/api';
import type { ChecklistItem } from '@portal/shared/contracts';

export interface ClassSummary {
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

export interface CertificateRef {
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

export interface ClassExams {
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

/** GET /api/tbtp/study/checklist */
export function fetchChecklist(tbtpId: string): Promise<Checklist> {
  return getJson<Checklist>('tbtp/study/checklist', { tbtpId });
}

/** GET /api/tbtp/study/myExams */
export function fetchClassExams(tbtpId: string): Promise<ClassExams> {
  return getJson<ClassExams>('tbtp/study/myExams', { tbtpId });
}
