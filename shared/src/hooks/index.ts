export { usePagedList } from './use-paged-list';
export { type RemoteData, useRemoteData } from './use-remote-data';
