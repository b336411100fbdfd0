import { bootStandalone } from '@portal/shared/spa';

import { PersonalCenterApp } from './app/personal-center-app';

void bootStandalone('mf-personal-center', PersonalCenterApp);
