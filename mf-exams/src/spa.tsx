import { preloadRemotePage } from '@portal/shared/router';
import { createRemoteLifecycles } from '@portal/shared/spa';

import { ExamsApp } from './app/exams-app';
import { pages } from './app/pages';

export const { bootstrap, mount, unmount, preload } = createRemoteLifecycles(
  'mf-exams',
  ExamsApp,
  { preload: (pathname) => preloadRemotePage(pages, pathname) },
);
