/**
 * The router API the portal's apps use, as one shared module. Every app's
 * `import { … } from 'react-router-dom'` is resolved here at build time
 * (ROUTER_ALIAS in tools/build/shared-deps.cjs), and this module is the
 * Module Federation singleton the shell provides. Sharing the router
 * package itself would ship all of it, since a shared module cannot be
 * tree-shaken; here webpack keeps only what is listed, from react-router's
 * production build (its package exports name only the development one).
 *
 * Using another router export in an app: add it here (router-facade.test.ts
 * fails until you do). Types still come from 'react-router-dom' directly.
 */
export {
  createBrowserRouter,
  Link,
  Navigate,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
// A remote's router from its route manifest and page map (src/app/pages.ts):
// here rather than in a module of its own, so a remote's first page costs
// no extra request.
export {
  createRemoteRouter,
  preloadRemotePage,
  type EagerPage,
  type LazyPage,
  type PageNames,
  type RemotePage,
  type RemotePages,
} from './remote-router';
