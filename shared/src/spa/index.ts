export {
  createRemoteLifecycles,
  RemoteErrorBoundary,
  RemoteRoot,
  type RemoteMountProps,
} from './remote-lifecycles';
export { bootStandalone } from './standalone';
