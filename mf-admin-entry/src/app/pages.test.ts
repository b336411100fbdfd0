import { routeTableProblems } from '@portal/shared/router/check';
import { expect, it } from 'vitest';

import routes from '../routes';

// mf-admin-entry owns no page (the shell calls './entry'), so it has no
// router: a path added to its manifest would have nothing to show.
it('lists no path that would need a page', () => {
  expect(routeTableProblems(routes, {})).toEqual([]);
});
