import { routeTableProblems } from '@portal/shared/router/check';
import { expect, it } from 'vitest';

import routes from '../routes';
import { pages } from './pages';

it('gives every path of the route manifest a page, and every page a path', () => {
  expect(routeTableProblems(routes, pages)).toEqual([]);
});
