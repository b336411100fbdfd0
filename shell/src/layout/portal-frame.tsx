import { AppProviders } from '@portal/shared/ui';

import { ContentArea } from './content-area';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';

export function PortalFrame() {
  return (
    <AppProviders>
      <div
        style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
      >
        <PortalHeader />
        <main
          id="portal-main"
          style={{
            flex: 1,
            width: '100%',
            maxWidth: 1200,
            margin: '0 auto',
            padding: '16px',
          }}
        >
          <ContentArea />
        </main>
        <PortalFooter />
      </div>
    </AppProviders>
  );
}
