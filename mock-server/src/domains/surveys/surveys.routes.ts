/**
 * Surveys (问卷调查) and course/teacher evaluations (评估问卷): the list with
 * each one's state, one survey, submitting it once, the learner's own
 * answers (not for anonymous surveys) and the aggregated results where the
 * survey shows them. Anonymous answers are stored without a user id; who
 * has answered is kept apart (surveyParticipations) to allow one
 * submission per learner.
 */
import { randomBytes } from 'node:crypto';

import {
  SURVEY_STATE_MESSAGES,
  checkSurveyAnswers,
  type MySurveyAnswers,
  type Page,
  type Survey,
  type SurveyKind,
  type SurveyResults,
  type SurveyState,
  type SurveySummary,
} from '@portal/shared/contracts';
import type { Application, Request } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  formatDateTime,
  ok,
  optionalEnum,
  optionalString,
  paginate,
  params,
  readPaging,
  requiredString,
  route,
} from '../../platform/http';
import {
  filterInTenant,
  findInTenant,
  type TenantId,
} from '../../platform/tenancy';
import type { SurveyRecord } from './surveys.records';
import { classById, isEnrolled } from '../classes';
import type { ClassesCollections } from '../classes';
import type { SurveysCollections } from './surveys.records';

interface Learner {
  username: string;
  tenantId: TenantId;
}

export const SURVEY_MESSAGES = {
  missing: '问卷不存在',
  notOpen: SURVEY_STATE_MESSAGES.notStarted,
  ended: SURVEY_STATE_MESSAGES.ended,
  again: '您已提交过该问卷，每人只能提交一次',
  noResults: '该问卷不公开统计结果',
  resultsAfterSubmit: '提交问卷后才能查看统计结果',
  submitted: '问卷提交成功',
  notClassMember: '该问卷仅限本班学员填写',
} as const;

function learnerOf(ctx: AppContext, req: Request): Learner {
  const caller = requireCaller(ctx.store, req);
  return { username: caller.user.username, tenantId: caller.tenantId };
}

function findSurvey(
  state: SurveysCollections,
  tenantId: TenantId,
  input: Record<string, unknown>,
): SurveyRecord {
  const id = requiredString(input, 'id').trim();
  const survey = findInTenant(state.surveys, tenantId, (s) => s.id === id);
  if (!survey) throw new HttpError(400, SURVEY_MESSAGES.missing);
  return survey;
}

function participationOf(
  state: SurveysCollections,
  who: Learner,
  surveyId: string,
) {
  return findInTenant(
    state.surveyParticipations,
    who.tenantId,
    (p) => p.surveyId === surveyId && p.username === who.username,
  );
}

function surveyState(
  survey: Pick<SurveyRecord, 'openAt' | 'closeAt'>,
  submitted: boolean,
  now: string,
): SurveyState {
  if (submitted) return 'SUBMITTED';
  if (now < survey.openAt) return 'NOT_STARTED';
  if (now > survey.closeAt) return 'ENDED';
  return 'OPEN';
}

/** A survey as lists and pages show it. */
function surveyView(
  state: SurveysCollections & ClassesCollections,
  who: Learner,
  s: SurveyRecord,
  now: string,
): SurveySummary {
  const participation = participationOf(state, who, s.id);
  const { tenantId: _t, items, ...rest } = s;
  const cls = s.tbtpId ? classById(state, s.tenantId, s.tbtpId) : undefined;
  return {
    ...rest,
    tbtpName: cls?.name ?? null,
    itemCount: items.length,
    state: surveyState(s, participation !== undefined, now),
    submittedAt: participation?.submittedAt ?? null,
  };
}

/** Counts per option, the average rating and the number of texts. */
function aggregate(
  state: SurveysCollections,
  survey: SurveyRecord,
): SurveyResults {
  const responses = filterInTenant(
    state.surveyResponses,
    survey.tenantId,
    (r) => r.surveyId === survey.id,
  );
  return {
    surveyId: survey.id,
    responseCount: responses.length,
    items: survey.items.map((item) => {
      const values = responses
        .map((r) => r.answers[item.id])
        .filter((v) => v !== undefined && v !== '');
      if (item.type === 'RATING') {
        const ratings = values.filter(
          (v): v is number => typeof v === 'number',
        );
        const average =
          ratings.length === 0
            ? null
            : Math.round(
                (ratings.reduce((s, v) => s + v, 0) / ratings.length) * 10,
              ) / 10;
        return {
          id: item.id,
          type: item.type,
          label: item.label,
          count: ratings.length,
          average,
        };
      }
      if (item.type === 'TEXT') {
        return {
          id: item.id,
          type: item.type,
          label: item.label,
          count: values.length,
        };
      }
      const counts = (item.options ?? []).map((option, k) => ({
        option,
        count: values.filter((v) => Array.isArray(v) && v.includes(k)).length,
      }));
      return {
        id: item.id,
        type: item.type,
        label: item.label,
        count: values.length,
        counts,
      };
    }),
  };
}

const KINDS: readonly SurveyKind[] = ['SURVEY', 'EVALUATION'];

export function registerSurveyRoutes(app: Application, ctx: AppContext) {
  const both = ['GET', 'POST'] as const;

  // {pagesize, pagenum, tbtpId?, kind?} → the surveys the learner may see:
  // general ones and those of classes they are enrolled in
  route(app, '/api/survey/list', both, (req, res) => {
    const who = learnerOf(ctx, req);
    const input = params(req);
    const paging = readPaging(input);
    const tbtpId = optionalString(input, 'tbtpId')?.trim() || undefined;
    const kind = optionalEnum(input, 'kind', KINDS);
    const state = ctx.store.state();
    const now = formatDateTime(new Date(ctx.now()));
    const order: Record<SurveyState, number> = {
      OPEN: 0,
      NOT_STARTED: 1,
      SUBMITTED: 2,
      ENDED: 3,
    };
    const rows = filterInTenant(
      state.surveys,
      who.tenantId,
      (s) =>
        (!kind || s.kind === kind) &&
        (tbtpId
          ? s.tbtpId === tbtpId
          : !s.tbtpId || isEnrolled(state, who, s.tbtpId)),
    )
      .map((s) => surveyView(state, who, s, now))
      .sort(
        (a, b) =>
          order[a.state] - order[b.state] || b.closeAt.localeCompare(a.closeAt),
      );
    ok<Page<SurveySummary>>(res, paginate(rows, paging));
  });

  // {id} → the survey with its items and my state
  route(app, '/api/survey/get', both, (req, res) => {
    const who = learnerOf(ctx, req);
    const state = ctx.store.state();
    const survey = findSurvey(state, who.tenantId, params(req));
    const now = formatDateTime(new Date(ctx.now()));
    ok<Survey>(res, {
      ...surveyView(state, who, survey, now),
      items: survey.items,
    });
  });

  // {id, answers: {itemId: optionIndexes | rating | text}} → submitted once
  route(app, '/api/survey/submit', ['POST'], (req, res) => {
    const who = learnerOf(ctx, req);
    const input = params(req);
    const state = ctx.store.state();
    const survey = findSurvey(state, who.tenantId, input);
    if (participationOf(state, who, survey.id))
      throw new HttpError(400, SURVEY_MESSAGES.again);
    const now = formatDateTime(new Date(ctx.now()));
    const status = surveyState(survey, false, now);
    if (status === 'NOT_STARTED')
      throw new HttpError(400, SURVEY_MESSAGES.notOpen);
    if (status === 'ENDED') throw new HttpError(400, SURVEY_MESSAGES.ended);
    if (survey.tbtpId && !isEnrolled(state, who, survey.tbtpId))
      throw new HttpError(400, SURVEY_MESSAGES.notClassMember);
    const checked = checkSurveyAnswers(survey.items, input.answers);
    if ('error' in checked) throw new HttpError(400, checked.error);
    state.surveyResponses.push({
      id: `SR${randomBytes(6).toString('hex')}`,
      tenantId: who.tenantId,
      surveyId: survey.id,
      ...(survey.anonymous ? {} : { username: who.username }),
      answers: checked.answers,
      submittedAt: now,
    });
    state.surveyParticipations.push({
      tenantId: who.tenantId,
      surveyId: survey.id,
      username: who.username,
      submittedAt: now,
    });
    ctx.store.write();
    ok<Survey>(
      res,
      { ...surveyView(state, who, survey, now), items: survey.items },
      SURVEY_MESSAGES.submitted,
    );
  });

  // {id} → my answers (null for an anonymous survey: they are not kept
  // with my name)
  route(app, '/api/survey/myAnswers', both, (req, res) => {
    const who = learnerOf(ctx, req);
    const state = ctx.store.state();
    const survey = findSurvey(state, who.tenantId, params(req));
    const mine = survey.anonymous
      ? undefined
      : findInTenant(
          state.surveyResponses,
          who.tenantId,
          (r) => r.surveyId === survey.id && r.username === who.username,
        );
    ok<MySurveyAnswers | null>(
      res,
      mine ? { answers: mine.answers, submittedAt: mine.submittedAt } : null,
    );
  });

  // {id} → aggregated results, for those who submitted, where allowed
  route(app, '/api/survey/results', both, (req, res) => {
    const who = learnerOf(ctx, req);
    const state = ctx.store.state();
    const survey = findSurvey(state, who.tenantId, params(req));
    if (!survey.showResults)
      throw new HttpError(400, SURVEY_MESSAGES.noResults);
    if (!participationOf(state, who, survey.id))
      throw new HttpError(400, SURVEY_MESSAGES.resultsAfterSubmit);
    ok<SurveyResults>(res, aggregate(state, survey));
  });
}
