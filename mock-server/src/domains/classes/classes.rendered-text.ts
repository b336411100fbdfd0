/** Texts of the online classes the portal renders: classes, notices, news. */
import { renderedText } from '../../platform/rendered-text';

export const CLASSES_RENDERED_TEXT = [
  renderedText({
    collection: 'tbtpClasses',
    place: 'tbtpClasses.name',
    kind: 'plain',
    field: 'name',
    recordId: (c) => c.tbtpId,
  }),
  renderedText({
    collection: 'tbtpClasses',
    place: 'tbtpClasses.introduction',
    kind: 'plain',
    field: 'introduction',
    recordId: (c) => c.tbtpId,
  }),
  renderedText({
    collection: 'tbtpClasses',
    place: 'tbtpClasses.orgName',
    kind: 'plain',
    field: 'orgName',
    recordId: (c) => c.tbtpId,
  }),
  ...(['tbtpNotices', 'tbtpNews'] as const).flatMap((collection) => [
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
