/**
 * '@portal/shared/spa/remote-router': a remote's router from its page map.
 * Apart from '@portal/shared/spa' because it imports the router, which the
 * shell (whose entry bundles '@portal/shared/spa') never loads; only
 * remotes fetch this module.
 */
export {
  createRemoteRouter,
  type EagerPage,
  type LazyPage,
  type RedirectPage,
  type RemotePage,
  type RemotePages,
} from './remote-router';
