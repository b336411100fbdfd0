import { preloadRemotePage } from '@portal/shared/router';
import { createRemoteLifecycles } from '@portal/shared/spa';

import { ProjectsApp } from './app/projects-app';
import { pages } from './app/pages';

export const { bootstrap, mount, unmount, preload } = createRemoteLifecycles(
  'mf-projects',
  ProjectsApp,
  {
    preload: (pathname, manifest) =>
      preloadRemotePage(manifest, pages, pathname),
    // Where its routes.json is, for a shell that passes no manifest.
    publicPath: __webpack_public_path__,
    // A region the render tier drew with this build is hydrated.
    version: __APP_VERSION__,
  },
);
