/** The personal centre's learning centre (my classes, my exams). */

/** A class enrolment's standing (POST /api/personal/queryMyTbtps). */
export type TbtpLearningStatus = 'IN_PROGRESS' | 'GRADUATED' | 'NOT_GRADUATED';

/**
 * Kind of a row of my exams (POST /api/tbtp/exam/getUserExam): the seeded
 * history's kinds, plus TRAINING and FUN for attempts of mf-exams' engine.
 */
export type MyExamKind =
  'CLASSROOM' | 'CLASS' | 'GRADUATION' | 'CONSOLIDATE' | 'TRAINING' | 'FUN';
