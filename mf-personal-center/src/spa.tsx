import { createRemoteLifecycles } from '@portal/shared/spa';

import { PersonalCenterApp } from './app/personal-center-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  'mf-personal-center',
  PersonalCenterApp,
);
