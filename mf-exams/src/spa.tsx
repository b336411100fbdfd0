import { createRemoteLifecycles } from '@portal/shared/spa';

import { ExamsApp } from './app/exams-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  'mf-exams',
  ExamsApp,
);
