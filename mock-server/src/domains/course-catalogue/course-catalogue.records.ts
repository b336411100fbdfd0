/**
 * Records of the course-catalogue domain: categories, courses, teachers,
 * ratings and discussions.
 */

import type {
  Attachment,
  Course,
  CourseCategory,
  ResourceType,
  Teacher,
} from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

export const RESOURCE_TYPES: readonly ResourceType[] = ['VIDEO', 'ARTICLE'];

/**
 * One node of a tenant's course category tree (stored flat; getCategory
 * answers the tree).
 */
export interface CourseCategoryRecord extends Omit<CourseCategory, 'children'> {
  tenantId: TenantId;
  /** null for a root. */
  parentId: string | null;
  sort: number;
}

/**
 * A course's own fields: the contract's Course without the caller's study
 * status, which the lists add per learner.
 */
export type CatalogueCourse = Omit<Course, 'studyStatus' | 'showStatusMsg'>;

/** The stored course: its own fields plus tenant and detail-only fields. */
export interface CourseRecord extends CatalogueCourse {
  tenantId: TenantId;
  attachmentList: Attachment[];
  /** ARTICLE: HTML fragment; VIDEO: ''. */
  content: string;
}

/** 名师 of the master lecture hall (the lists count their courses). */
export interface TeacherRecord extends Omit<Teacher, 'courseCount'> {
  tenantId: TenantId;
}

/** One user's five ratings (0–10) of a course; a new one replaces it. */
export interface CourseRating {
  username: string;
  tenantId: TenantId;
  courseId: string;
  ratings: number[];
  createdAt: string;
}

export interface CourseDiscussion {
  /** Sequence number as a string. */
  id: string;
  tenantId: TenantId;
  courseId: string;
  username: string;
  userName: string;
  /** Plain text. */
  content: string;
  createdAt: string;
}

/** The collections of this domain (keys of DbState). */
export interface CourseCatalogueCollections {
  courseCategories: CourseCategoryRecord[];
  courses: CourseRecord[];
  teachers: TeacherRecord[];
  courseRatings: CourseRating[];
  courseDiscussions: CourseDiscussion[];
}
