/** Texts of the online classes the portal renders: classes, notices, news. */
import { renderedText } from '../../platform/rendered-text';

export const CLASSES_RENDERED_TEXT = [
  renderedText({
    collection: 'classes',
    place: 'classes.name',
    kind: 'plain',
    field: 'name',
    recordId: (c) => c.tbtpId,
  }),
  renderedText({
    collection: 'classes',
    place: 'classes.introduction',
    kind: 'plain',
    field: 'introduction',
    recordId: (c) => c.tbtpId,
  }),
  renderedText({
    collection: 'classes',
    place: 'classes.orgName',
    kind: 'plain',
    field: 'orgName',
    recordId: (c) => c.tbtpId,
  }),
  ...(['classNotices', 'classNews'] as const).flatMap((collection) => [
    renderedText({
      collection,
      place: `${collection}.title`,
      kind: 'plain',
      field: 'title',
      recordId: (p) => p.id,
    }),
    renderedText({
      collection,
      place: `${collection}.content`,
      kind: 'plain',
      field: 'content',
      recordId: (p) => p.id,
    }),
  ]),
];
