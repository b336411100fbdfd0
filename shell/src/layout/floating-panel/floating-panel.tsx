import { adminEntryStep } from '@portal/shared/contracts';
import { safeHref } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import { openWindow } from '@portal/shared/routing';
import {
  appStore,
  siteConfigAtom,
  unreadLettersAtom,
  useAtom,
  useAtomValue,
  userInfoAtom,
  useTenantCapabilities,
} from '@portal/shared/state';
import type { AppVersion } from '@portal/shared/contracts';
import { useFeedback } from '@portal/shared/ui';
import { Button, Space } from 'antd';
import {
  type CSSProperties,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

import { preloadAdminEntry, runAdminEntry } from '../../auth/admin-entry';
import { inAppWebview, welcomeOpenAtom } from '../../auth/session-state';
import { notify } from '../../ui/feedback';
import { DeferredPart, deferred } from '../../ui/deferred';
import { NavButton } from '../../ui/nav-button';
import { TOUCH_ROW } from '../../ui/touch-styles';
import { AppQrCodes, loadAppVersions, QR_HOVER_DELAY_MS } from './app-qr-codes';
import { BackToTop } from './back-to-top';
import { WelcomeBox } from './welcome-box';

const PANEL_STYLE = {
  position: 'fixed',
  top: 96,
  right: 5,
  zIndex: 1000,
  display: 'flex',
  gap: 8,
  alignItems: 'flex-start',
} as const;

/** Every control in the small-screen drawer is a full-width 44 px row. */
/**
 * Width the panel takes at the page's right edge, for the frame to keep
 * free: its buttons (96) and, open, the welcome box (200 + 2 × 12 padding)
 * with the 8 px gap, plus 10 px of air.
 */
export function panelWidth(signedIn: boolean, welcomeOpen: boolean): number {
  if (!signedIn) return 100;
  return welcomeOpen ? 338 : 106;
}

/** 消息 with the unread letters (the message centre); the name says the count. */
export function lettersLabel(unread: number | null): string {
  return unread && unread > 0 ? `消息，${unread}条未读` : '消息';
}

/** The unread count over 消息's corner, drawn as antd's small Badge. */
const COUNT_STYLE: CSSProperties = {
  position: 'absolute',
  top: 2,
  right: 6,
  transform: 'translate(50%, -50%)',
  zIndex: 1,
  minWidth: 14,
  height: 14,
  padding: '0 4px',
  borderRadius: 7,
  boxSizing: 'border-box',
  background: '#cf1322',
  color: '#fff',
  boxShadow: '0 0 0 1px #fff',
  fontSize: 12,
  lineHeight: '14px',
  textAlign: 'center',
  whiteSpace: 'nowrap',
};

function LettersButton({ compact }: { compact: boolean }) {
  const unread = useAtomValue(unreadLettersAtom);
  return (
    <span
      style={{
        position: 'relative',
        // Full width in the drawer, as the other rows.
        display: compact ? 'block' : 'inline-block',
      }}
    >
      <NavButton
        block
        href="/messageCenter"
        aria-label={lettersLabel(unread)}
        data-testid="panel-letters"
        style={compact ? TOUCH_ROW : { width: 96 }}
      >
        消息
      </NavButton>
      {/* The button's name says the count; this is for the eye. */}
      {unread !== null && unread > 0 && (
        <sup aria-hidden style={COUNT_STYLE}>
          {unread > 99 ? '99+' : unread}
        </sup>
      )}
    </span>
  );
}

const loadAppsPopover = () => import('./apps-popover');
const AppsPopover = deferred(async () => (await loadAppsPopover()).AppsPopover);

/** Fetches the popover's code ahead; a failure shows when it is drawn. */
function prefetchAppsPopover(): void {
  loadAppsPopover().catch(() => undefined);
}

/**
 * 移动端: the app's QR codes. On a wide screen a popover that opens on
 * hover (after 500 ms) and on click or tap; in the small-screen drawer the
 * codes unfold below the button. Hidden inside the app's webview, where
 * the learner already has the app.
 */
export function MobileAppsEntry({
  apps,
  compact,
}: {
  apps: AppVersion[];
  compact: boolean;
}) {
  const [unfolded, setUnfolded] = useState(false);
  // The popover's code is fetched when the button is first reached; it is
  // drawn, open, after a click (or Enter) or after the pointer has rested
  // on the button for the hover delay, as antd's own delay does later on.
  // A keyboard focus only fetches it.
  const [reached, setReached] = useState<'hover' | 'click' | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  if (apps.length === 0 || inAppWebview()) return null;
  if (compact) {
    return (
      <>
        <Button
          block
          aria-expanded={unfolded}
          onClick={() => setUnfolded((open) => !open)}
          style={TOUCH_ROW}
        >
          移动端
        </Button>
        {unfolded && (
          <section aria-label="扫码下载移动端" style={{ padding: '8px 0' }}>
            <AppQrCodes apps={apps} compact />
          </section>
        )}
      </>
    );
  }
  const stopHover = () => window.clearTimeout(hoverTimer.current);
  if (!reached) {
    return (
      <Button
        block
        onPointerEnter={() => {
          prefetchAppsPopover();
          stopHover();
          hoverTimer.current = window.setTimeout(
            () => setReached('hover'),
            QR_HOVER_DELAY_MS,
          );
        }}
        onPointerLeave={stopHover}
        onClick={() => {
          stopHover();
          setReached('click');
        }}
        onFocus={prefetchAppsPopover}
      >
        移动端
      </Button>
    );
  }
  // A click (or Enter) keeps the focus on the button, which is drawn anew.
  const button = (
    <Button block autoFocus={reached === 'click'}>
      移动端
    </Button>
  );
  // The pointer may leave after the delay but before the code arrives (or
  // fails to): then nothing opens, and the next rest starts again.
  const waiting =
    reached === 'hover' ? (
      <Button block onPointerLeave={() => setReached(null)}>
        移动端
      </Button>
    ) : (
      button
    );
  return (
    <DeferredPart fallback={waiting}>
      <AppsPopover apps={apps} defaultOpen>
        {button}
      </AppsPopover>
    </DeferredPart>
  );
}

/** 管理员登录: runs mf-admin-entry, offering 重试 when it cannot load. */
export function useOpenAdmin(): () => Promise<void> {
  const { modal } = useFeedback();
  const openAdmin = async (): Promise<void> => {
    const result = await runAdminEntry();
    if (result.kind === 'unavailable') {
      // The failed area is this action: say so and offer 重试.
      modal.confirm({
        title: '服务暂不可用',
        content: '管理员登录服务加载失败，请稍后重试。',
        okText: '重试',
        cancelText: '关闭',
        onOk: () => void openAdmin(),
      });
    } else if (result.message) notify('warning', result.message);
  };
  return openAdmin;
}

/**
 * Fetches the back-office entry's code as the pointer, a finger or the
 * focus reaches 管理员登录, for a user who may enter the back office, so
 * the click finds it and opens the window itself (a failure shows at the
 * click, with 重试).
 */
function warmAdminEntry(): void {
  const user = appStore.get(userInfoAtom);
  if (user && adminEntryStep(user, false) !== 'refuse')
    preloadAdminEntry().catch(() => undefined);
}

/** The panel's entries below the welcome toggle, on either screen size. */
export function PanelItems({
  compact,
  onAdmin,
}: {
  compact: boolean;
  onAdmin: () => void;
}) {
  const site = useAtomValue(siteConfigAtom);
  const apps = useRemoteData(loadAppVersions);
  const appList =
    apps.status === 'ready' ? apps.data : (site?.appVersionList ?? []);
  const row = compact ? TOUCH_ROW : undefined;
  const manual = safeHref(site?.manual);
  return (
    <>
      <Button
        block
        onClick={onAdmin}
        onPointerEnter={warmAdminEntry}
        onFocus={warmAdminEntry}
        onTouchStart={warmAdminEntry}
        style={row}
      >
        管理员登录
      </Button>
      <LettersButton compact={compact} />
      {manual && (
        <Button
          block
          href={manual}
          target="_blank"
          rel="noopener noreferrer"
          // The app's webview opens no new tab: there the manual opens here.
          onClick={(event: MouseEvent<HTMLElement>) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            openWindow(manual);
          }}
          style={row}
        >
          学员手册
        </Button>
      )}
      <NavButton block href="/operateGuide" style={row}>
        帮助中心
      </NavButton>
      <NavButton block href="/previewList" style={row}>
        问卷调查
      </NavButton>
      <MobileAppsEntry apps={appList} compact={compact} />
    </>
  );
}

/** The right floating panel of seed-spec 2.2, for a signed-in user. */
export function FloatingPanel({ hidden }: { hidden: boolean }) {
  const user = useAtomValue(userInfoAtom);
  const site = useAtomValue(siteConfigAtom);
  const { splitHours } = useTenantCapabilities();
  const [welcomeOpen, setWelcomeOpen] = useAtom(welcomeOpenAtom);
  const openAdmin = useOpenAdmin();
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!user || hidden) return null;
  return (
    <aside aria-label="快捷入口" style={PANEL_STYLE}>
      {welcomeOpen && (
        <WelcomeBox
          user={user}
          splitHours={splitHours}
          showAcademy={site?.sysParamCode.includes('ZWY_SHOW') ?? false}
          onCollapse={() => {
            setWelcomeOpen(false);
            // 收起 disappears with the box: the focus goes to the toggle.
            toggleRef.current?.focus();
          }}
        />
      )}
      <Space direction="vertical" size={6} style={{ width: 96 }}>
        <Button
          block
          ref={toggleRef}
          type={welcomeOpen ? 'primary' : 'default'}
          aria-expanded={welcomeOpen}
          onClick={() => setWelcomeOpen((open) => !open)}
        >
          {user.name ? '已登录' : '学员登录'}
        </Button>
        <PanelItems compact={false} onAdmin={() => void openAdmin()} />
        <BackToTop />
      </Space>
    </aside>
  );
}
