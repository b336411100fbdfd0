import { preloadRemotePage } from '@portal/shared/router';
import { createRemoteLifecycles } from '@portal/shared/spa';

import { PersonalCenterApp } from './app/personal-center-app';
import { pages } from './app/pages';

export const { bootstrap, mount, unmount, preload } = createRemoteLifecycles(
  'mf-personal-center',
  PersonalCenterApp,
  {
    preload: (pathname, manifest) =>
      preloadRemotePage(manifest, pages, pathname),
    // Where its routes.json is, for a shell that passes no manifest.
    publicPath: __webpack_public_path__,
  },
);
