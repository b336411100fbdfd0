/**
 * The server build's entry (server/render.js beside the browser build): the
 * render tier renders this remote's pages from it, in its deployed version.
 */
import { createRemoteServerModule } from '@portal/shared/spa/server';

import { pages } from './app/pages';

export const remote = createRemoteServerModule(
  __APP_NAME__,
  __APP_VERSION__,
  pages,
);
