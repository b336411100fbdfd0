/**
 * The whole initial db. Deterministic: the same `currentYear` always gives
 * the same object (password salts are derived, not random).
 */
import type { DbState } from './db-state';
import { buildUsers } from './domains/profile/accounts.seed';
import { buildLearningCentreSeed } from './domains/learning-centre/learning-centre.seed';
import { buildCertificates } from './domains/certificates/certificates.seed';
import { buildDictionaries } from './domains/site/dictionaries.seed';
import {
  buildConsolidatePlans,
  buildExamPapers,
} from './domains/exams/exams.seed';
import {
  buildCourseCategories,
  buildCourseDiscussions,
  buildCourseRatings,
  buildCourses,
  buildTeachers,
} from './domains/course-catalogue/courses.seed';
import {
  buildArticles,
  buildBanners,
  XSS_NOTICE,
} from './domains/home/home.seed';
import type { SeedChecks, SeedSource } from './platform/db';
import { buildSuggestions } from './domains/home/home-extras.seed';
import {
  buildColumns,
  buildLives,
  buildRankingLearners,
  buildSiteStats,
  buildSpecialTopics,
} from './domains/home/portal.seed';
import {
  buildProjectsSeed,
  buildTbtpClasses,
} from './domains/classes/classes.seed';
import { buildSubsites } from './domains/site/site.seed';
import { withClassStudy } from './domains/class-study/class-study.seed';

export interface SeedOptions {
  /**
   * The seed's clock: "today" of the study history and class records, and
   * the year of "this year". Tests pin it; the server passes nothing (now).
   */
  now?: Date;
  /** Year of "this year" for the hours summaries; defaults to the clock's year. */
  currentYear?: number;
}

export function buildSeed(options: SeedOptions = {}): DbState {
  const now = options.now ?? new Date();
  const currentYear = options.currentYear ?? now.getUTCFullYear();
  const courses = buildCourses();
  return withClassStudy(currentYear, now, {
    subsites: buildSubsites(),
    users: buildUsers(),
    sessions: [],
    banners: buildBanners(),
    articles: buildArticles(),
    tbtpClasses: buildTbtpClasses(),
    ...buildProjectsSeed(),
    consolidatePlans: buildConsolidatePlans(),
    suggestions: buildSuggestions(),
    smsOutbox: [],
    // The RSA key pair is generated on first use (see domains/sign-in/password-keys.ts).
    keys: [],
    clientOrigins: [],
    dictionaries: buildDictionaries(),
    courseCategories: buildCourseCategories(),
    courses,
    teachers: buildTeachers(),
    specialTopics: buildSpecialTopics(courses),
    columns: buildColumns(courses),
    lives: buildLives(),
    courseRatings: buildCourseRatings(courses),
    courseDiscussions: buildCourseDiscussions(courses),
    rankingLearners: buildRankingLearners(),
    siteStats: buildSiteStats(),
    // A year of history per demo account: yearHours, study records, hours
    // credits, collects and the learning centre's collections.
    ...buildLearningCentreSeed(currentYear, courses, now),
    certificates: buildCertificates(currentYear),
    examPapers: buildExamPapers(currentYear),
    examAttempts: [],
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What an older db file must hold, else the collection is reseeded. */
const SEED_CHECKS: SeedChecks = {
  rows: {
    // Yearly hours became per tenant.
    yearHours: (row) => isRecord(row) && typeof row.tenantId === 'string',
    // Columns gained short text articles.
    columns: (row) => isRecord(row) && Array.isArray(row.articles),
  },
  collections: {
    // The notice with markup for the sanitising tests (home.seed.ts).
    articles: (rows) =>
      rows.some((row) => isRecord(row) && row.title === XSS_NOTICE.title),
  },
};

/** The portal's seed, as the store opens a db file with it. */
export const portalSeed: SeedSource = Object.assign(() => buildSeed(), {
  checks: SEED_CHECKS,
});
