/**
 * Every server text the portal renders, as the domains declare them (the
 * hostile-input hook writes into each). The order is the hook's: each plain
 * place starts its round robin 7 payloads after the one before, so moving a
 * declaration moves which record gets which payload.
 */
import { CLASS_STUDY_RENDERED_TEXT } from '../domains/class-study';
import { CLASSES_RENDERED_TEXT } from '../domains/classes';
import { COURSE_CATALOGUE_RENDERED_TEXT } from '../domains/course-catalogue';
import { HOME_RENDERED_TEXT, RANKING_RENDERED_TEXT } from '../domains/home';
import { LETTERS_RENDERED_TEXT } from '../domains/letters';
import { MASTER_LECTURE_HALL_RENDERED_TEXT } from '../domains/master-lecture-hall';
import { PROFILE_RENDERED_TEXT } from '../domains/profile';
import { SITE_RENDERED_TEXT } from '../domains/site';
import { SPECIAL_TOPICS_RENDERED_TEXT } from '../domains/special-topics';
import { SURVEYS_RENDERED_TEXT } from '../domains/surveys';
import type { RenderedText } from '../platform/rendered-text';

export const RENDERED_TEXT: readonly RenderedText[] = [
  ...SITE_RENDERED_TEXT,
  ...PROFILE_RENDERED_TEXT,
  ...RANKING_RENDERED_TEXT,
  ...COURSE_CATALOGUE_RENDERED_TEXT,
  ...HOME_RENDERED_TEXT,
  ...LETTERS_RENDERED_TEXT,
  ...SURVEYS_RENDERED_TEXT,
  ...CLASSES_RENDERED_TEXT,
  ...CLASS_STUDY_RENDERED_TEXT,
  ...SPECIAL_TOPICS_RENDERED_TEXT,
  ...MASTER_LECTURE_HALL_RENDERED_TEXT,
];
