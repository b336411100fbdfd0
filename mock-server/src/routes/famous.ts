/** Master lecture hall (名师讲堂): teachers and their courses. */
import type { Application } from 'json-server';

import { findLearner } from '../auth';
import { byNewest, courseCard, tenantCourses } from '../catalog';
import type { AppContext } from '../context';
import {
  HttpError,
  ok,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../http';
import { tenantOfRequest } from '../tenancy';
import type { Teacher, TeacherRecord } from '../types';

function toTeacher(t: TeacherRecord): Teacher {
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
    ctx.store
      .state()
      .teachers.filter((t) => t.tenantId === tenantId)
      .sort((a, b) => a.id.localeCompare(b.id));

  // POST /api/portal/queryFamous {pagesize, pagenum}
  route(app, '/api/portal/queryFamous', ['POST', 'GET'], (req, res) => {
    const paging = readPaging(params(req));
    const list = teachersOf(tenantOfRequest(req.headers)).map(toTeacher);
    ok(res, paginate(list, paging));
  });

  // POST /api/portal/getFamousDetail {id}: the teacher and a course count
  route(app, '/api/portal/getFamousDetail', ['POST', 'GET'], (req, res) => {
    const id = requiredString(params(req), 'id').trim();
    const tenantId = tenantOfRequest(req.headers);
    const teacher = teachersOf(tenantId).find((t) => t.id === id);
    if (!teacher) throw new HttpError(404, '名师不存在');
    const courseCount = tenantCourses(ctx.store.state(), tenantId).filter(
      (c) => c.teacherId === id,
    ).length;
    ok(res, { ...toTeacher(teacher), courseCount });
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
      ok(res, {
        ...page,
        datalist: page.datalist.map((c) => courseCard(state, c, who)),
      });
    },
  );
}
