/**
 * What the backend answers (404) for a teacher the tenant does not have
 * (getFamousDetail); the teacher page shows the same text.
 */
export const TEACHER_NOT_FOUND = '名师不存在';
