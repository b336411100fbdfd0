export {
  type FlatRoute,
  findRoute,
  flattenRoutes,
  joinPath,
  matchPath,
} from './route-match';
