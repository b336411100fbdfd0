export {
  FIRST_SCREEN_ATTRIBUTE,
  regionMarker,
  reportHydrationError,
} from './first-screen-region';
export {
  createRemoteLifecycles,
  RemoteErrorBoundary,
  type RemoteAppProps,
  type RemoteLifecycleOptions,
  RemoteRoot,
  type RemoteMountProps,
} from './remote-lifecycles';
export {
  hasRemoteModuleLoader,
  loadRemoteModule,
  provideRemoteModuleLoader,
  RemoteModuleError,
  type RemoteModuleLoader,
} from './remote-modules';
export { bootStandalone } from './standalone';
export { type DisposableRouter, useRouterOfMount } from './use-router-of-mount';
