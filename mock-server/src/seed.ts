/**
 * The whole initial db. Deterministic: the same `currentYear` always gives
 * the same object (password salts are derived, not random).
 */
import type { DbState } from './db-state';
import { buildUsers } from './domains/profile';
import { buildLearningCentreSeed } from './domains/learning-centre';
import { buildCertificates } from './domains/certificates';
import { buildDictionaries, buildSubsites } from './domains/site';
import { buildConsolidatePlans, buildExamPapers } from './domains/exams';
import {
  buildCourseCategories,
  buildCourseDiscussions,
  buildCourseRatings,
  buildCourses,
  buildTeachers,
} from './domains/course-catalogue';
import {
  buildArticles,
  buildBanners,
  buildSuggestions,
  buildColumns,
  buildLives,
  buildRankingLearners,
  buildSiteStats,
  buildSpecialTopics,
} from './domains/home';
import type { SeedSource } from './platform/db';
import { buildClassesSeed, buildClasses } from './domains/classes';
import { withClassStudy } from './domains/class-study';

/**
 * Version of the seed's shapes, written into the db file (`meta`). Raise it
 * whenever a db file written by the previous seed would no longer do (a
 * collection or field added, renamed or reshaped, seeded rows a test relies
 * on): a start moves such a file aside and begins from the seed.
 */
export const SEED_VERSION = 4;

interface SeedOptions {
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
    meta: { seedVersion: SEED_VERSION },
    subsites: buildSubsites(),
    users: buildUsers(),
    sessions: [],
    banners: buildBanners(),
    articles: buildArticles(),
    classes: buildClasses(),
    ...buildClassesSeed(),
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
    deliveryReports: [],
  });
}

/** The portal's seed, as the store opens a db file with it. */
export const portalSeed: SeedSource = Object.assign(() => buildSeed(), {
  version: SEED_VERSION,
});
