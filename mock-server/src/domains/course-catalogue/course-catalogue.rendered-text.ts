/** Texts of the course catalogue the portal renders. */
import { renderedText, type RowOf } from '../../platform/rendered-text';

export const COURSE_CATALOGUE_RENDERED_TEXT = [
  renderedText({
    collection: 'courses',
    place: 'courses.name',
    kind: 'plain',
    field: 'name',
    recordId: (c) => c.id,
  }),
  renderedText({
    collection: 'courses',
    place: 'courses.introduction',
    kind: 'plain',
    field: 'introduction',
    recordId: (c) => c.id,
  }),
  renderedText({
    collection: 'courses',
    place: 'courses.teacher',
    kind: 'plain',
    field: 'teacher',
    recordId: (c) => c.id,
  }),
  // The body of an article course (HTML).
  renderedText({
    collection: 'courses',
    place: 'courses.content',
    kind: 'rich',
    select: (courses) => courses.filter((c) => c.resourceType === 'ARTICLE'),
    field: 'content',
    recordId: (c) => c.id,
  }),
  renderedText({
    collection: 'courseCategories',
    place: 'courseCategories.name',
    kind: 'plain',
    field: 'name',
    recordId: (c) => c.id,
  }),
  renderedText({
    collection: 'courseDiscussions',
    place: 'courseDiscussions.content',
    kind: 'plain',
    field: 'content',
    recordId: (d) => d.id,
  }),
  renderedText({
    collection: 'courseDiscussions',
    place: 'courseDiscussions.userName',
    kind: 'plain',
    field: 'userName',
    recordId: (d) => d.id,
  }),
  renderedText({
    collection: 'courses',
    place: 'courses.attachment',
    kind: 'link',
    select: (courses: RowOf<'courses'>[]) =>
      courses.flatMap((c) => c.attachmentList),
    field: 'attaPath',
    recordId: (a) => a.attaName,
  }),
];
