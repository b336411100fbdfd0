import {
  projectConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import {
  AppProviders,
  ForcedPasswordDialog,
  useCompactLayout,
} from '@portal/shared/ui';
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
import { CornerBackToTop } from './floating-panel/back-to-top';
import { FloatingPanel, panelWidth } from './floating-panel/floating-panel';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { useCurrentRoute } from './use-current-route';

/**
 * Visitors sign in here; a signed-in user finds everything in the floating
 * panel. Under 1024 px the button is in the header's bar instead.
 */
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
  const compact = useCompactLayout();
  const reserved =
    panelHidden || compact ? 0 : panelWidth(Boolean(user), welcomeOpen);
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
          panelHidden={panelHidden}
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
          padding: compact ? 12 : 16,
          // Room for the floating panel when the margin beside the content is
          // too narrow; the margin is 0 when the viewport is narrower than the content's max width.
          paddingRight: `max(${compact ? 12 : 16}px, calc(${reserved + 8}px - max(0px, (100vw - ${workspace ? 1400 : 1200}px) / 2)))`,
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
      {/* Under 1024 px the panel is a drawer of the header (its 我的). */}
      <FloatingPanel hidden={panelHidden || compact} />
      {!panelHidden && !compact && <VisitorLogin />}
      {compact && !panelHidden && !blank && <CornerBackToTop />}
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
