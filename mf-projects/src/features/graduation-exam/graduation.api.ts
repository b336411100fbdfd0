import { getJson } from '@portal/shared/api';

/** GET /api/exam/getRecord: a submitted attempt (the engine's result shape). */
export interface AttemptRecord {
  attemptId: string;
  attemptNo: number;
  paper: {
    paperId: string;
    title: string;
    kind: string;
    tbtpId: string | null;
  };
  submittedAt: number | null;
  autoSubmitted: boolean;
  score: number;
  totalScore: number;
  passScore: number;
  passed: boolean;
  correctCount: number;
  wrongCount: number;
  questionCount: number;
  review:
    | {
        allowed: true;
        questions: {
          id: string;
          stem: string;
          given: string[];
          correctAnswer: string[];
          explanation: string;
          correct: boolean;
          points: number;
          score: number;
        }[];
      }
    | { allowed: false; reason: string };
}

export function fetchAttemptRecord(attemptId: string): Promise<AttemptRecord> {
  return getJson<AttemptRecord>('exam/getRecord', { attemptId });
}
