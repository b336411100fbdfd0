import { bootStandalone } from '@portal/shared/spa';

import { PersonalCenterApp } from './app/personal-center-app';
import routes from './routes';

void bootStandalone('mf-personal-center', PersonalCenterApp, routes);
