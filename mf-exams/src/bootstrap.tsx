import { bootStandalone } from '@portal/shared/spa';

import { ExamsApp } from './app/exams-app';
import routes from './routes';

void bootStandalone('mf-exams', ExamsApp, routes);
