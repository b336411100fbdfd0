/** Texts of the accounts the portal renders (header, class members). */
import { renderedText } from '../../platform/rendered-text';

export const PROFILE_RENDERED_TEXT = [
  renderedText({
    collection: 'users',
    place: 'users.name',
    kind: 'plain',
    field: 'name',
    recordId: (u) => u.username,
  }),
  renderedText({
    collection: 'users',
    place: 'users.orgName',
    kind: 'plain',
    field: 'orgName',
    recordId: (u) => u.username,
  }),
];
