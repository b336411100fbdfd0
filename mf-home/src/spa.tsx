import { createRemoteLifecycles } from '@portal/shared/spa';

import { HomeApp } from './app/home-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  'mf-home',
  HomeApp,
);
