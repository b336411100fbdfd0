export {
  type FlatRoute,
  findRoute,
  flattenRoutes,
  joinPath,
  matchPath,
} from './route-match';
export { homePath, useHomePath } from './home-path';
export { loginAddress, redirectToLogin } from './login-address';
export { portalPath, sameOriginAddress } from './safe-address';
export { openPendingWindow, openWindow, submitPost } from './open-window';
