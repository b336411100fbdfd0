import { post, postPage } from '@portal/shared/api';
import {
  TEACHER_NOT_FOUND,
  type Course,
  type Page,
  type Teacher,
} from '@portal/shared/contracts';

import { orMissing } from '../../lib/not-found';

/** POST /api/portal/queryFamous */
export function fetchTeachers(query: {
  pagesize: number;
  pagenum: number;
}): Promise<Page<Teacher>> {
  return postPage<Teacher>('portal/queryFamous', query);
}

/** POST /api/portal/getFamousDetail */
export function fetchTeacher(id: string): Promise<Teacher> {
  return orMissing(
    post<Teacher>('portal/getFamousDetail', { id }, { silent: true }),
    TEACHER_NOT_FOUND,
  );
}

/** POST /api/portal/queryCourseByTeacher */
export function fetchTeacherCourses(query: {
  teacherId: string;
  pagesize: number;
  pagenum: number;
}): Promise<Page<Course>> {
  return postPage<Course>('portal/queryCourseByTeacher', query);
}

export function teacherPath(id: string): string {
  return `/masterLectureHall/info?id=${encodeURIComponent(id)}`;
}
