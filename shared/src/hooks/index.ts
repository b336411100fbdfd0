export {
  consumeFirstScreenAnswer,
  type FirstScreenCollector,
  FirstScreenContext,
  type FirstScreenData,
  firstScreenAnswer,
  firstScreenHydrates,
  provideFirstScreenData,
  startingAnswer,
} from './first-screen';
export { usePagedList } from './use-paged-list';
export { type RemoteData, useRemoteData } from './use-remote-data';
