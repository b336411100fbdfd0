/**
 * Study recording: start, progress (anti-cheat, never decreasing) and end.
 * The hours rule lives in ./hours-rule.ts.
 */
import type { StudyEndResult, StudyProgress } from '@portal/shared/contracts';
import type { Application, Response } from 'json-server';

import { requireCaller } from '../sign-in';
import type { CatalogueCourses } from './catalogue-port';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  optionalInt,
  params,
  requiredString,
  route,
  ok,
  sendJson,
} from '../../platform/http';
import {
  completeCourse,
  findRecord,
  reportProgress,
  secondsToEnd,
  startRecord,
  type Learner,
} from './hours-rule';
import type { StudyRecord } from './course-study.records';

export const STUDY_MESSAGES = {
  plag: '检测到异常学习进度，已暂停记录，请正常观看',
  notEnough: '学习进度不足，暂不能完成课程',
  completed: '课程已完成',
  badTimes: '参数studyTimes必须是非负整数',
} as const;

function readStudyTimes(
  input: Record<string, unknown>,
  required: boolean,
): number | undefined {
  if (required && (input.studyTimes === undefined || input.studyTimes === '')) {
    throw new HttpError(400, '缺少参数studyTimes');
  }
  let value: number | undefined;
  try {
    value = optionalInt(input, 'studyTimes');
  } catch {
    throw new HttpError(400, STUDY_MESSAGES.badTimes);
  }
  if (value !== undefined && value < 0) {
    throw new HttpError(400, STUDY_MESSAGES.badTimes);
  }
  return value;
}

function plagAnswer(res: Response, record: StudyRecord): void {
  ok<StudyProgress>(
    res,
    {
      studyTimes: record.studyTimes,
      studyStatus: record.studyStatus,
      plagFlag: true,
    },
    STUDY_MESSAGES.plag,
  );
}

export function registerStudyRoutes(
  app: Application,
  ctx: AppContext,
  catalogue: CatalogueCourses,
) {
  const setup = (req: Parameters<typeof requireCaller>[1]) => {
    const caller = requireCaller(ctx.store, req);
    const input = params(req);
    const courseId = requiredString(input, 'courseId').trim();
    const state = ctx.store.state();
    const course = catalogue.requireCourse(caller.tenantId, courseId);
    const who: Learner = {
      username: caller.user.username,
      tenantId: caller.tenantId,
    };
    return { input, state, course, who };
  };

  // POST /api/study/start {courseId} (token): creates the record
  route(app, '/api/study/start', ['POST'], (req, res) => {
    const { state, course, who } = setup(req);
    const now = ctx.now();
    const existed = findRecord(state, who, course.id);
    const record = startRecord(state, who, course, now);
    // A new viewing session: the anti-cheat clock starts again.
    if (existed) record.lastReportAt = Math.max(record.lastReportAt, now);
    ctx.store.write();
    ok<StudyProgress>(res, {
      studyTimes: record.studyTimes,
      studyStatus: record.studyStatus,
    });
  });

  // POST /api/study/progress {courseId, studyTimes} (token)
  route(app, '/api/study/progress', ['POST'], (req, res) => {
    const { input, state, course, who } = setup(req);
    const studyTimes = readStudyTimes(input, true) ?? 0;
    const outcome = reportProgress(state, who, course, studyTimes, ctx.now());
    ctx.store.write();
    if (!outcome.accepted) {
      plagAnswer(res, outcome.record);
      return;
    }
    ok<StudyProgress>(res, {
      studyTimes: outcome.record.studyTimes,
      studyStatus: outcome.record.studyStatus,
    });
  });

  // POST /api/study/v2/end {courseId, studyTimes?} (token)
  route(app, '/api/study/v2/end', ['POST'], (req, res) => {
    const { input, state, course, who } = setup(req);
    const now = ctx.now();
    const studyTimes = readStudyTimes(input, false);
    if (studyTimes !== undefined) {
      const outcome = reportProgress(state, who, course, studyTimes, now);
      ctx.store.write();
      if (!outcome.accepted) {
        sendJson(res, 200, {
          success: false,
          message: STUDY_MESSAGES.plag,
          data: {
            studyStatus: outcome.record.studyStatus,
            earnedHours: 0,
            plagFlag: true,
          },
        });
        return;
      }
    }
    const record = findRecord(state, who, course.id);
    if (
      !record ||
      (record.studyStatus !== '2' && record.studyTimes < secondsToEnd(course))
    ) {
      sendJson(res, 200, {
        success: false,
        message: STUDY_MESSAGES.notEnough,
      });
      return;
    }
    const earnedHours = completeCourse(state, who, course, record, now);
    ctx.store.write();
    ok<StudyEndResult>(
      res,
      { studyStatus: record.studyStatus, earnedHours },
      STUDY_MESSAGES.completed,
    );
  });
}
