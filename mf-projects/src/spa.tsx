import { preloadRemotePage } from '@portal/shared/router';
import { createRemoteLifecycles } from '@portal/shared/spa';

import { ProjectsApp } from './app/projects-app';
import { pages } from './app/pages';

export const { bootstrap, mount, unmount, preload } = createRemoteLifecycles(
  'mf-projects',
  ProjectsApp,
  { preload: (pathname) => preloadRemotePage(pages, pathname) },
);
