/** Texts of a class's homework the portal renders. */
import { renderedText } from '../../platform/rendered-text';

export const CLASS_STUDY_RENDERED_TEXT = [
  renderedText({
    collection: 'classHomeworks',
    place: 'classHomeworks.title',
    kind: 'plain',
    field: 'title',
    recordId: (h) => h.id,
  }),
  renderedText({
    collection: 'classHomeworks',
    place: 'classHomeworks.requirement',
    kind: 'plain',
    field: 'requirement',
    recordId: (h) => h.id,
  }),
];
