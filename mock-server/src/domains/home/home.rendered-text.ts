/** Texts of the home page the portal renders. */
import { renderedText } from '../../platform/rendered-text';

/** The learners' ranking (statistics). */
export const RANKING_RENDERED_TEXT = [
  renderedText({
    collection: 'rankingLearners',
    place: 'rankingLearners.name',
    kind: 'plain',
    field: 'name',
    recordId: (r) => r.name,
  }),
];

/** Notices (articles), banners and lives. */
export const HOME_RENDERED_TEXT = [
  renderedText({
    collection: 'articles',
    place: 'articles.title',
    kind: 'plain',
    field: 'title',
    recordId: (a) => a.id,
  }),
  renderedText({
    collection: 'articles',
    place: 'articles.summary',
    kind: 'plain',
    field: 'summary',
    recordId: (a) => a.id,
  }),
  renderedText({
    collection: 'articles',
    place: 'articles.content',
    kind: 'rich',
    field: 'content',
    recordId: (a) => a.id,
  }),
  renderedText({
    collection: 'banners',
    place: 'banners.title',
    kind: 'plain',
    field: 'title',
    recordId: (b) => b.id,
  }),
  renderedText({
    collection: 'lives',
    place: 'lives.title',
    kind: 'plain',
    field: 'title',
    recordId: (l) => l.id,
  }),
  renderedText({
    collection: 'lives',
    place: 'lives.speaker',
    kind: 'plain',
    field: 'speaker',
    recordId: (l) => l.id,
  }),
  renderedText({
    collection: 'banners',
    place: 'banners.linkUrl',
    kind: 'link',
    field: 'linkUrl',
    recordId: (b) => b.id,
  }),
  // A live without a URL shows no link.
  renderedText({
    collection: 'lives',
    place: 'lives.url',
    kind: 'link',
    select: (lives) => lives.filter((l) => l.url !== ''),
    field: 'url',
    recordId: (l) => l.id,
  }),
];
