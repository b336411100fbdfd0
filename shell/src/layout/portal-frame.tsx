import { getToken } from '@portal/shared/api';
import {
  projectConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import {
  afterFeedbackShown,
  AppProviders,
  RemoteUnavailable,
  useCompactLayout,
} from '@portal/shared/ui';
import { Button } from 'antd';
import { useEffect } from 'react';

import { logout, redirectToLogin } from '../auth/session-actions';
import {
  forcedPasswordOpenAtom,
  useSessionResolved,
  welcomeOpenAtom,
} from '../auth/session-state';
import { contentStatusAtom } from '../remotes/content-status';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { DeferredPart, deferred } from '../ui/deferred';
import { FeedbackBridge, notify } from '../ui/feedback';
import {
  deviceAtom,
  sidebarAtom,
  useResponsiveSidebar,
} from '../workspace/sidebar-state';
import { ContentArea } from './content-area';
import { CornerBackToTop } from './floating-panel/back-to-top';
import { FloatingPanel, panelWidth } from './floating-panel/floating-panel';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { loginReturnAddress } from '../routing/home-path';
import { useCurrentRoute } from './use-current-route';

// Drawn only on workspace pages and for a forced password change: fetched
// then, with the antd tier they need (Menu, Breadcrumb, Form, Modal…).
const WorkspaceSidebar = deferred(
  async () => (await import('../workspace/workspace-sidebar')).WorkspaceSidebar,
);
const WorkspaceTopbar = deferred(
  async () => (await import('../workspace/workspace-topbar')).WorkspaceTopbar,
);
const ForcedPasswordDialog = deferred(
  async () =>
    (await import('@portal/shared/password-change')).ForcedPasswordDialog,
);

/** The sidebar's room while it loads, so the content does not move. */
function SidebarRoom() {
  const sidebar = useAtomValue(sidebarAtom);
  const mobile = useAtomValue(deviceAtom) === 'mobile';
  if (mobile) return null;
  return <div style={{ width: sidebar.opened ? 208 : 64, flexShrink: 0 }} />;
}

/** The top bar's room while it loads (its height at each width). */
function TopbarRoom() {
  const compact = useCompactLayout();
  return <div style={{ height: compact ? 56 : 64 }} />;
}

/**
 * Visitors sign in here; a signed-in user finds everything in the floating
 * panel. Under 1024 px the button is in the header's bar instead.
 */
function VisitorLogin() {
  const user = useAtomValue(userInfoAtom);
  const resolved = useSessionResolved();
  if (user || !resolved) return null;
  return (
    <div style={{ position: 'fixed', top: 96, right: 5, zIndex: 1000 }}>
      <Button
        type="primary"
        onClick={() =>
          redirectToLogin(loginReturnAddress(new URL(location.href)))
        }
      >
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
    <DeferredPart
      // The change is required: without its dialog the page is not usable.
      failure={
        <div
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: 1000,
            background: '#fff',
          }}
        >
          <RemoteUnavailable onRetry={() => location.reload()} />
        </div>
      }
    >
      <ForcedPasswordDialog
        open
        publicKey={project.passwordPublicKey}
        idcardHash={user.idCardHash}
        onSuccess={(text: string) => {
          notify('success', text);
          afterFeedbackShown(1500, () => void logout());
        }}
      />
    </DeferredPart>
  );
}

/** A session token in this tab (none on the render tier, a visitor's). */
const hasSession = () =>
  typeof sessionStorage !== 'undefined' && Boolean(getToken());

function Frame({ registry }: { registry: RemoteRegistry }) {
  const { route, layout, panelHidden, pending } = useCurrentRoute(registry);
  // A boot that failed before the manifests says so at once.
  const loading = useAtomValue(contentStatusAtom).kind === 'loading';
  useResponsiveSidebar();
  const user = useAtomValue(userInfoAtom);
  const welcomeOpen = useAtomValue(welcomeOpenAtom);
  const compact = useCompactLayout();
  // A session in this tab is a learner's panel from the first render on:
  // the page drawn before boot had looked him up would shift when it came.
  const learner = Boolean(user) || hasSession();
  const reserved =
    panelHidden || compact ? 0 : panelWidth(learner, welcomeOpen);
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
          // Nothing of the page is drawn until its layout is known: drawn in
          // the guessed one, it would jump when the workspace's width,
          // sidebar and top bar arrive (layout shift).
          visibility: pending && loading ? 'hidden' : undefined,
        }}
      >
        {workspace && (
          <DeferredPart fallback={<SidebarRoom />}>
            <WorkspaceSidebar registry={registry} />
          </DeferredPart>
        )}
        <main id="portal-main" style={{ flex: 1, minWidth: 0 }}>
          {workspace && (
            <DeferredPart fallback={<TopbarRoom />}>
              <WorkspaceTopbar chain={route?.chain ?? []} />
            </DeferredPart>
          )}
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

export function PortalFrame({
  registry,
  onShown,
}: {
  registry: RemoteRegistry;
  /** Called once the frame, with its content area, is on the page. */
  onShown?: () => void;
}) {
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return (
    <AppProviders>
      <FeedbackBridge />
      <Frame registry={registry} />
    </AppProviders>
  );
}
