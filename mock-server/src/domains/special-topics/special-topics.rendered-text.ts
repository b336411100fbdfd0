/** Texts of the special topics and columns the portal renders. */
import { renderedText, type RowOf } from '../../platform/rendered-text';

/** The columns' short text articles. */
const articlesOf = (columns: RowOf<'columns'>[]) =>
  columns.flatMap((c) => c.articles);

export const SPECIAL_TOPICS_RENDERED_TEXT = [
  renderedText({
    collection: 'specialTopics',
    place: 'specialTopics.name',
    kind: 'plain',
    field: 'name',
    recordId: (t) => t.id,
  }),
  renderedText({
    collection: 'specialTopics',
    place: 'specialTopics.description',
    kind: 'plain',
    field: 'description',
    recordId: (t) => t.id,
  }),
  renderedText({
    collection: 'columns',
    place: 'columns.name',
    kind: 'plain',
    field: 'name',
    recordId: (c) => c.id,
  }),
  renderedText({
    collection: 'columns',
    place: 'columns.description',
    kind: 'plain',
    field: 'description',
    recordId: (c) => c.id,
  }),
  renderedText({
    collection: 'columns',
    place: 'columns.articles.title',
    kind: 'plain',
    select: articlesOf,
    field: 'title',
    recordId: (a) => a.id,
  }),
  renderedText({
    collection: 'columns',
    place: 'columns.articles.content',
    kind: 'rich',
    select: articlesOf,
    field: 'content',
    recordId: (a) => a.id,
  }),
];
