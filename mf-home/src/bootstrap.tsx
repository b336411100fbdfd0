import { bootStandalone } from '@portal/shared/spa';

import { HomeApp } from './app/home-app';

void bootStandalone('mf-home', HomeApp);
