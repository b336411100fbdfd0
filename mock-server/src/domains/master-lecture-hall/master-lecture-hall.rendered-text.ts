/** Texts of the master lecture hall's teachers the portal renders. */
import { renderedText } from '../../platform/rendered-text';

export const MASTER_LECTURE_HALL_RENDERED_TEXT = [
  renderedText({
    collection: 'teachers',
    place: 'teachers.name',
    kind: 'plain',
    field: 'name',
    recordId: (t) => t.id,
  }),
  renderedText({
    collection: 'teachers',
    place: 'teachers.intro',
    kind: 'plain',
    field: 'intro',
    recordId: (t) => t.id,
  }),
];
