import { bootStandalone } from '@portal/shared/spa';

import { ExamsApp } from './app/exams-app';

void bootStandalone('mf-exams', ExamsApp);
