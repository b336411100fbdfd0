import { createRemoteLifecycles } from '@portal/shared/spa';

import { ProjectsApp } from './app/projects-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  'mf-projects',
  ProjectsApp,
);
