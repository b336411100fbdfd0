import { bootStandalone } from '@portal/shared/spa';

import { ProjectsApp } from './app/projects-app';
import routes from './routes';

void bootStandalone('mf-projects', ProjectsApp, routes);
