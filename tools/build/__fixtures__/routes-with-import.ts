import { flattenRoutes } from '@portal/shared/routing';

export default flattenRoutes([]);
