/**
 * The class-study endpoints (网上专题班): personal homework and the study
 * archive (my class, my exams, the graduation checklist, the ranking). Each
 * handler reads the request, calls the workflow and answers with the
 * contract's type: graduation is in ./graduation.ts, homework in
 * ./homework.ts, the answers' shapes in ./class-study.views.ts.
 */
import type {
  Checklist,
  ClassExams,
  ClassRankingPage,
  Homework,
  HomeworkFileContent,
  MyClass,
} from '@portal/shared/contracts';
import type { Application, Request } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  ok,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import type { Learner } from './class-study.lookups';
import {
  checklistView,
  classExamsView,
  classRankingView,
  homeworkView,
  myClassView,
} from './class-study.views';
import { studyContext } from './graduation';
import { enrolledHomeworks, submitHomework, submittedFile } from './homework';

function learnerOf(ctx: AppContext, req: Request): Learner {
  const caller = requireCaller(ctx.store, req);
  return { username: caller.user.username, tenantId: caller.tenantId };
}

export function registerClassStudyRoutes(app: Application, ctx: AppContext) {
  const both = ['GET', 'POST'] as const;
  // The class and enrolment (400 otherwise), graduation brought up to date.
  const study = (req: Request) =>
    studyContext(ctx, learnerOf(ctx, req), params(req));

  // {tbtpId} → the graduation checklist (完成进度) and the exam's gate
  route(app, '/api/tbtp/study/checklist', both, (req, res) => {
    ok<Checklist>(res, checklistView(study(req)));
  });

  // {tbtpId} → my class: hours, courses, state
  route(app, '/api/tbtp/study/myClass', both, (req, res) => {
    ok<MyClass>(res, myClassView(study(req)));
  });

  // {tbtpId} → the class's graduation paper, my attempts and past results
  route(app, '/api/tbtp/study/myExams', both, (req, res) => {
    ok<ClassExams>(res, classExamsView(study(req)));
  });

  // {tbtpId, pagesize, pagenum} → the class ranking by hours, and my place
  route(app, '/api/tbtp/study/ranking', both, (req, res) => {
    const paging = readPaging(params(req));
    ok<ClassRankingPage>(res, classRankingView(study(req), paging));
  });

  // {tbtpId} → the class's assignments with my submission
  route(app, '/api/tbtp/homework/list', both, (req, res) => {
    const { homeworks, now } = enrolledHomeworks(
      ctx,
      learnerOf(ctx, req),
      params(req),
    );
    ok<Homework[]>(
      res,
      homeworks.map((h) => homeworkView(h, now)),
    );
  });

  // {homeworkId, content, file?: {name, type, base64}} → the assignment
  // with the submission; refused after the deadline or once graded
  route(app, '/api/tbtp/homework/submit', ['POST'], (req, res) => {
    const who = learnerOf(ctx, req);
    const input = params(req);
    const homeworkId = requiredString(input, 'homeworkId').trim();
    const { homework, submission, now } = submitHomework(ctx, who, homeworkId, {
      content: input.content,
      file: input.file,
    });
    ok<Homework>(
      res,
      homeworkView({ homework, submission }, now),
      '作业提交成功',
    );
  });

  // {homeworkId} → my attached file {name, type, size, base64}
  route(app, '/api/tbtp/homework/file', both, (req, res) => {
    const who = learnerOf(ctx, req);
    const homeworkId = requiredString(params(req), 'homeworkId').trim();
    ok<HomeworkFileContent>(
      res,
      submittedFile(ctx.store.state(), who, homeworkId),
    );
  });
}
