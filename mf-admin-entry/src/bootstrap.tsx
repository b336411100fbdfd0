import { bootStandalone } from '@portal/shared/spa';

import { AdminEntryApp } from './app/admin-entry-app';

void bootStandalone('mf-admin-entry', AdminEntryApp);
