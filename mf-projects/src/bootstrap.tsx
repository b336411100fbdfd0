import { bootStandalone } from '@portal/shared/spa';

import { ProjectsApp } from './app/projects-app';

void bootStandalone('mf-projects', ProjectsApp);
