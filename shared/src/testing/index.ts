/**
 * '@portal/shared/testing': what component tests share. Test files only:
 * lint keeps it out of the apps' code.
 */
export {
  expectGivesUpAfter,
  type FakeBackend,
  type FakeCall,
  fakeBackend,
  type FakeHandler,
  silentBackend,
} from './fake-backend';
export { installDomStubs, setWindowWidth } from './window';
export {
  stubLocationAssign,
  stubWindowOpen,
  type TestWindow,
} from './window-open';
export { chooseOption } from './select';
export {
  renderInPortal,
  type RenderedRoutes,
  renderRoutes,
  type TestRoutes,
} from './render-routes';
