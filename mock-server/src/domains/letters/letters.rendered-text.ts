/** Texts of the message centre's letters the portal renders. */
import { renderedText } from '../../platform/rendered-text';

export const LETTERS_RENDERED_TEXT = [
  renderedText({
    collection: 'letters',
    place: 'letters.title',
    kind: 'plain',
    field: 'title',
    recordId: (l) => l.id,
  }),
  renderedText({
    collection: 'letters',
    place: 'letters.content',
    kind: 'plain',
    field: 'content',
    recordId: (l) => l.id,
  }),
  renderedText({
    collection: 'letters',
    place: 'letters.sender',
    kind: 'plain',
    field: 'sender',
    recordId: (l) => l.id,
  }),
];
