/** Personal centre: yearly hours (seeded plus earned by completed courses). */
import type { YearHours } from '@portal/shared/contracts';
import type { Application } from 'json-server';

import { requireCaller } from '../sign-in';
import type { AppContext } from '../../platform/context';
import {
  HttpError,
  MESSAGES,
  ok,
  optionalInt,
  params,
  requiredString,
  route,
} from '../../platform/http';
import {
  creditedHours,
  roundHours,
  yearHoursOf,
  yearOf,
} from '../course-study';

const YEAR_RANGE = { min: 2000, max: 2100 };

export function registerPersonalRoutes(app: Application, ctx: AppContext) {
  // POST /api/personal/yearHourTotalStatistics {idCardHash, year} (token)
  route(
    app,
    '/api/personal/yearHourTotalStatistics',
    ['GET', 'POST'],
    (req, res) => {
      const { user, tenantId } = requireCaller(ctx.store, req);
      const input = params(req);
      const idCardHash = requiredString(input, 'idCardHash').trim();
      const year = optionalInt(input, 'year') ?? yearOf(ctx.now());
      if (year < YEAR_RANGE.min || year > YEAR_RANGE.max) {
        throw new HttpError(400, '参数year不在有效范围内');
      }
      if (idCardHash.toLowerCase() !== user.idCardHash) {
        throw new HttpError(403, MESSAGES.forbiddenOtherUser);
      }
      const row = yearHoursOf(
        ctx.store.state(),
        { username: user.username, tenantId },
        year,
      );
      const seeded: YearHours = row
        ? {
            tbtpHourSum: row.tbtpHourSum,
            ANALYSIS_HOURS_NUM: row.ANALYSIS_HOURS_NUM,
            compulsoryHour: row.compulsoryHour,
            compulsoryCourseHour: row.compulsoryCourseHour,
            optionalHour: row.optionalHour,
            optionalCourseHour: row.optionalCourseHour,
          }
        : {
            tbtpHourSum: 0,
            ANALYSIS_HOURS_NUM: 0,
            compulsoryHour: 0,
            compulsoryCourseHour: 0,
            optionalHour: 0,
            optionalCourseHour: 0,
          };
      // Hours credited for courses completed in that year are added.
      const credited = creditedHours(ctx.store.state(), user, year);
      const summary: YearHours = {
        ...seeded,
        tbtpHourSum: roundHours(
          seeded.tbtpHourSum + credited.compulsory + credited.optional,
        ),
        compulsoryHour: roundHours(seeded.compulsoryHour + credited.compulsory),
        optionalHour: roundHours(seeded.optionalHour + credited.optional),
      };
      ok<YearHours>(res, summary);
    },
  );
}
