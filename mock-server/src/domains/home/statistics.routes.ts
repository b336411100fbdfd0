/** Learning ranking and site figures of the home page. */
import type { RankingRow, SiteStatistics } from '@portal/shared/contracts';
import type { Application } from 'json-server';

import type { AppContext } from '../../platform/context';
import { ok, route } from '../../platform/http';
import {
  creditedHours,
  hoursCreditsOfTenant,
  roundHours,
  studyRecordsOfTenant,
  yearHoursOf,
  yearOf,
} from '../course-study';
import { tenantCourses } from '../course-catalogue';
import { usersOfTenant } from '../sign-in';
import {
  inTenant,
  tenantOfRequest,
  type TenantId,
} from '../../platform/tenancy';
import type { CourseStudyCollections } from '../course-study';
import type { HomeCollections } from './home.records';
import type { SignInCollections } from '../sign-in';

const RANKING_SIZE = 10;

/**
 * This year's hours of the tenant's learners: the seeded ranking learners
 * and every demo account with a trainee id (seeded hours plus hours
 * credited for completed courses).
 */
function ranking(
  state: HomeCollections & CourseStudyCollections & SignInCollections,
  tenantId: TenantId,
  year: number,
): RankingRow[] {
  const rows: Array<Omit<RankingRow, 'rank'>> = state.rankingLearners
    .filter(inTenant(tenantId))
    .map((l) => ({ name: l.name, orgName: l.orgName, hours: l.hours }));
  for (const user of usersOfTenant(state, tenantId)) {
    if (user.traineeId === null) continue;
    const seeded = yearHoursOf(
      state,
      { username: user.username, tenantId },
      year,
    );
    const credited = creditedHours(state, user, year);
    rows.push({
      name: user.name,
      orgName: user.orgName,
      hours: roundHours(
        (seeded?.tbtpHourSum ?? 0) + credited.compulsory + credited.optional,
      ),
    });
  }
  return rows
    .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name))
    .slice(0, RANKING_SIZE)
    .map((row, i) => ({ rank: i + 1, ...row }));
}

function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

export function registerStatisticsRoutes(app: Application, ctx: AppContext) {
  // GET /api/portal/statistics/ranking: top 10 learners of the tenant
  route(app, '/api/portal/statistics/ranking', ['GET', 'POST'], (req, res) => {
    ok<RankingRow[]>(
      res,
      ranking(
        ctx.store.state(),
        tenantOfRequest(req.headers),
        yearOf(ctx.now()),
      ),
    );
  });

  // GET /api/portal/statistics/info: site figures
  route(app, '/api/portal/statistics/info', ['GET', 'POST'], (req, res) => {
    const state = ctx.store.state();
    const tenantId = tenantOfRequest(req.headers);
    const now = ctx.now();
    const base = state.siteStats.find(inTenant(tenantId));
    const credited = hoursCreditsOfTenant(state, tenantId).reduce(
      (sum, c) => sum + c.hours,
      0,
    );
    const today = new Set(
      studyRecordsOfTenant(state, tenantId)
        .filter((r) => sameDay(r.lastReportAt, now))
        .map((r) => r.username),
    );
    ok<SiteStatistics>(res, {
      learnerCount: base?.learnerCount ?? 0,
      courseCount: tenantCourses(state, tenantId).length,
      totalHours: roundHours((base?.totalHours ?? 0) + credited),
      todayLearners: (base?.todayLearners ?? 0) + today.size,
    });
  });
}
