/**
 * The whole initial db. Deterministic: the same `currentYear` always gives
 * the same object (password salts are derived, not random).
 */
import type { DbState } from '../types';
import { buildUsers } from './accounts';
import { buildLearningCentreSeed } from './learning-centre';
import { buildCertificates } from './certificates';
import { buildDictionaries } from './dictionaries';
import { buildConsolidatePlans, buildExamPapers } from './exams';
import {
  buildCourseCategories,
  buildCourseDiscussions,
  buildCourseRatings,
  buildCourses,
  buildTeachers,
} from './courses';
import { buildArticles, buildBanners } from './home';
import { buildSuggestions } from './home-extras';
import {
  buildColumns,
  buildLives,
  buildRankingLearners,
  buildSiteStats,
  buildSpecialTopics,
} from './portal';
import { buildProjectsSeed, buildTbtpClasses } from './projects';
import { buildSubsites } from './site';
import { withClassStudy } from './class-study';

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
    // The RSA key pair is generated on first use (see ../keys.ts).
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
