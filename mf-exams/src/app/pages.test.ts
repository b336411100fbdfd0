import { routeTableProblems } from '@portal/shared/router/check';
import { expect, it } from 'vitest';

import routes from '../routes';
import { pages } from './pages';

it('gives every entry of the route manifest its page, and every page an entry', () => {
  expect(routeTableProblems(routes, pages)).toEqual([]);
});
