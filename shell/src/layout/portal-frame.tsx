import {
  projectConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { AppProviders, ForcedPasswordDialog } from '@portal/shared/ui';
import { Button } from 'antd';

import { logout, redirectToLogin } from '../auth/session-actions';
import {
  forcedPasswordOpenAtom,
  sessionResolvedAtom,
  welcomeOpenAtom,
} from '../auth/session-state';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { FeedbackBridge, notify } from '../ui/feedback';
import {
  useResponsiveSidebar,
  WorkspaceSidebar,
} from '../workspace/workspace-sidebar';
import { WorkspaceTopbar } from '../workspace/workspace-topbar';
import { ContentArea } from './content-area';
import { FloatingPanel, panelWidth } from './floating-panel/floating-panel';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { useCurrentRoute } from './use-current-route';

/** Visitors sign in here; a signed-in user finds everything in the floating panel. */
function VisitorLogin() {
  const user = useAtomValue(userInfoAtom);
  const resolved = useAtomValue(sessionResolvedAtom);
  if (user || !resolved) return null;
  return (
    <div style={{ position: 'fixed', top: 96, right: 5, zIndex: 1000 }}>
      <Button type="primary" onClick={() => redirectToLogin()}>
        学员登录
      </Button>
    </div>
  );
}

/** The forced password change of seed-spec 4 for the configured tenant. */
function ForcedPasswordGate() {
  const open = useAtomValue(forcedPasswordOpenAtom);
  const user = useAtomValue(userInfoAtom);
  const project = useAtomValue(projectConfigAtom);
  if (!open || !user || !project?.passwordPublicKey) return null;
  return (
    <ForcedPasswordDialog
      open
      publicKey={project.passwordPublicKey}
      idcardHash={user.idCardHash}
      onSuccess={(text: string) => {
        notify('success', text);
        setTimeout(() => void logout(), 1500);
      }}
    />
  );
}

function Frame({ registry }: { registry: RemoteRegistry }) {
  const { route, layout, panelHidden } = useCurrentRoute(registry);
  useResponsiveSidebar();
  const user = useAtomValue(userInfoAtom);
  const welcomeOpen = useAtomValue(welcomeOpenAtom);
  const reserved = panelHidden ? 0 : panelWidth(Boolean(user), welcomeOpen);
  const workspace = layout === 'workspace';
  const blank = layout === 'blank';
  // The children keep fixed positions (false in unused slots) so the content
  // area, which holds the remotes' React roots, is never remounted.
  return (
    <div
      style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      {!blank && (
        <PortalHeader
          onLinkIntent={(href) =>
            registry.preload(new URL(href, location.href).pathname)
          }
        />
      )}
      <div
        style={{
          flex: 1,
          display: 'flex',
          width: '100%',
          // The footer starts below the fold, so it is not pushed down on
          // screen when the page's remote mounts (layout shift).
          minHeight: '100vh',
          maxWidth: workspace ? 1400 : 1200,
          margin: '0 auto',
          gap: workspace ? 16 : 0,
          padding: 16,
          // Room for the floating panel when the margin beside the content is
          // too narrow; the margin is 0 when the viewport is narrower than the content's max width.
          paddingRight: `max(16px, calc(${reserved + 8}px - max(0px, (100vw - ${workspace ? 1400 : 1200}px) / 2)))`,
          boxSizing: 'border-box',
        }}
      >
        {workspace && <WorkspaceSidebar registry={registry} />}
        <main id="portal-main" style={{ flex: 1, minWidth: 0 }}>
          {workspace && <WorkspaceTopbar chain={route?.chain ?? []} />}
          <ContentArea registry={registry} />
        </main>
      </div>
      {!blank && <PortalFooter />}
      <FloatingPanel hidden={panelHidden} />
      {!panelHidden && <VisitorLogin />}
      <ForcedPasswordGate />
    </div>
  );
}

export function PortalFrame({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProviders>
      <FeedbackBridge />
      <Frame registry={registry} />
    </AppProviders>
  );
}
