import { bootStandalone } from '@portal/shared/spa';

import { HomeApp } from './app/home-app';
import routes from './routes';

void bootStandalone('mf-home', HomeApp, routes);
