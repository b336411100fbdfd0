import { createRemoteLifecycles } from '@portal/shared/spa';

import { AdminEntryApp } from './app/admin-entry-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  'mf-admin-entry',
  AdminEntryApp,
);
