/** Master lecture hall (名师讲堂): teachers and their courses. */
import {
  TEACHER_NOT_FOUND,
  type Course,
  type Page,
  type Teacher,
} from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { findLearner } from '../sign-in';
import {
  byNewest,
  courseCard,
  tenantCourses,
  type TeacherRecord,
  tenantTeachers,
} from '../course-catalogue';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  ok,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import { tenantOfRequest, type TenantId } from '../../platform/tenancy';

/** The teacher's own fields; the routes add courseCount. */
function toTeacher(t: TeacherRecord): Omit<Teacher, 'courseCount'> {
  return {
    id: t.id,
    name: t.name,
    title: t.title,
    avatar: t.avatar,
    intro: t.intro,
  };
}

export function registerFamousRoutes(app: Application, ctx: AppContext) {
  const teachersOf = (tenantId: string) =>
    tenantTeachers(ctx.store.state(), tenantId).sort((a, b) =>
      a.id.localeCompare(b.id),
    );

  const courseCountOf = (tenantId: TenantId, teacherId: string) =>
    tenantCourses(ctx.store.state(), tenantId).filter(
      (c) => c.teacherId === teacherId,
    ).length;

  // POST /api/portal/queryFamous {pagesize, pagenum}: teachers and their
  // course counts
  route(app, '/api/portal/queryFamous', ['POST', 'GET'], (req, res) => {
    const paging = readPaging(params(req));
    const tenantId = tenantOfRequest(req.headers);
    const page = paginate(teachersOf(tenantId), paging);
    ok<Page<Teacher>>(res, {
      ...page,
      datalist: page.datalist.map((t) => ({
        ...toTeacher(t),
        courseCount: courseCountOf(tenantId, t.id),
      })),
    });
  });

  // POST /api/portal/getFamousDetail {id}: the teacher and a course count
  route(app, '/api/portal/getFamousDetail', ['POST', 'GET'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const tenantId = tenantOfRequest(req.headers);
    const teacher = teachersOf(tenantId).find((t) => t.id === id);
    if (!teacher) throw new HttpError(404, TEACHER_NOT_FOUND);
    ok<Teacher>(res, {
      ...toTeacher(teacher),
      courseCount: courseCountOf(tenantId, id),
    });
  });

  // POST /api/portal/queryCourseByTeacher {teacherId, pagesize, pagenum}
  route(
    app,
    '/api/portal/queryCourseByTeacher',
    ['POST', 'GET'],
    (req, res) => {
      const input = params(req);
      const paging = readPaging(input);
      const teacherId = requiredString(input, 'teacherId').trim();
      const state = ctx.store.state();
      const who = findLearner(ctx.store, req);
      const list = tenantCourses(state, tenantOfRequest(req.headers))
        .filter((c) => c.teacherId === teacherId)
        .sort(byNewest);
      const page = paginate(list, paging);
      ok<Page<Course>>(res, {
        ...page,
        datalist: page.datalist.map((c) => courseCard(state, c, who)),
      });
    },
  );
}
