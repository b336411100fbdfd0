import { fetchAppInit } from '@portal/shared/api';
import { safeHref } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import { openWindow } from '@portal/shared/routing';
import {
  siteConfigAtom,
  unreadLettersAtom,
  useAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import type { AppVersion } from '@portal/shared/types';
import { PRIMARY_TOUCH_HEIGHT } from '@portal/shared/ui';
import { App, Badge, Button, Drawer, Flex, Popover, Space } from 'antd';
import { type CSSProperties, type MouseEvent, useRef, useState } from 'react';

import { runAdminEntry } from '../../auth/admin-entry';
import {
  compactWelcomeOpenAtom,
  inAppWebview,
  welcomeOpenAtom,
} from '../../auth/session-state';
import { notify } from '../../ui/feedback';
import { NavButton } from '../../ui/nav-button';
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
const TOUCH_ROW: CSSProperties = { height: PRIMARY_TOUCH_HEIGHT };

/**
 * Width the panel takes at the page's right edge, for the frame to keep
 * free: its buttons (96) and, open, the welcome box (200 + 2 × 12 padding)
 * with the 8 px gap, plus 10 px of air.
 */
export function panelWidth(signedIn: boolean, welcomeOpen: boolean): number {
  if (!signedIn) return 100;
  return welcomeOpen ? 338 : 106;
}

const loadApps = () => fetchAppInit().then((data) => data.appVersionList ?? []);

function AppQrCodes({
  apps,
  compact = false,
}: {
  apps: AppVersion[];
  compact?: boolean;
}) {
  const size = compact ? 104 : 120;
  return (
    <Flex wrap gap={compact ? 16 : 24} justify="center">
      {apps.map((app) => {
        const label = app.type_dict === 'ios' ? 'iOS 客户端' : 'Android 客户端';
        return (
          <figure
            key={app.type_dict}
            style={{ margin: 0, textAlign: 'center' }}
          >
            <img
              src={app.qrCodeUrl}
              alt={`${label}下载二维码`}
              width={size}
              height={size}
            />
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </Flex>
  );
}

/** 消息 with the unread letters (the message centre); the name says the count. */
export function lettersLabel(unread: number | null): string {
  return unread && unread > 0 ? `消息，${unread}条未读` : '消息';
}

function LettersButton({ compact }: { compact: boolean }) {
  const unread = useAtomValue(unreadLettersAtom);
  return (
    <Badge
      count={unread ?? 0}
      size="small"
      offset={[-6, 2]}
      // Full width in the drawer, as the other rows.
      styles={
        compact ? { root: { display: 'block', width: '100%' } } : undefined
      }
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
    </Badge>
  );
}

/**
 * 移动端: the app's QR codes. On a wide screen a popover that opens on
 * hover (after 500 ms) and on click or tap; in the small-screen drawer the
 * codes unfold below the button. Hidden inside the app's webview, where
 * the learner already has the app.
 */
function MobileAppsEntry({
  apps,
  compact,
}: {
  apps: AppVersion[];
  compact: boolean;
}) {
  const [unfolded, setUnfolded] = useState(false);
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
  return (
    <Popover
      content={<AppQrCodes apps={apps} />}
      title="扫码下载移动端"
      trigger={['hover', 'click']}
      mouseEnterDelay={0.5}
      placement="left"
    >
      <Button block>移动端</Button>
    </Popover>
  );
}

/** 管理员登录: runs mf-admin-entry, offering 重试 when it cannot load. */
function useOpenAdmin(): () => Promise<void> {
  const { modal } = App.useApp();
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

/** The panel's entries below the welcome toggle, on either screen size. */
function PanelItems({
  compact,
  onAdmin,
}: {
  compact: boolean;
  onAdmin: () => void;
}) {
  const site = useAtomValue(siteConfigAtom);
  const apps = useRemoteData(loadApps);
  const appList =
    apps.status === 'ready' ? apps.data : (site?.appVersionList ?? []);
  const row = compact ? TOUCH_ROW : undefined;
  const manual = safeHref(site?.manual);
  return (
    <>
      <Button block onClick={onAdmin} style={row}>
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
  const [welcomeOpen, setWelcomeOpen] = useAtom(welcomeOpenAtom);
  const openAdmin = useOpenAdmin();
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!user || hidden) return null;
  return (
    <aside aria-label="快捷入口" style={PANEL_STYLE}>
      {welcomeOpen && (
        <WelcomeBox
          user={user}
          tenantId={site?.tenantId ?? ''}
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

/**
 * The floating panel on a small screen (seed-spec 2.2 and DESIGN 8): the
 * same entries in a drawer opened from the header's 我的, so nothing covers
 * the page at rest. The welcome box starts collapsed.
 */
export function PanelDrawer({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const user = useAtomValue(userInfoAtom);
  const site = useAtomValue(siteConfigAtom);
  const [welcomeOpen, setWelcomeOpen] = useAtom(compactWelcomeOpenAtom);
  const openAdmin = useOpenAdmin();
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="我的"
      placement="right"
      // Closed, nothing of it stays on the page (not even an empty layer).
      destroyOnHidden
      size="min(320px, calc(100vw - 40px))"
      styles={{ body: { padding: 16 } }}
    >
      <Flex vertical gap={8}>
        <Button
          block
          ref={toggleRef}
          type={welcomeOpen ? 'primary' : 'default'}
          aria-expanded={welcomeOpen}
          onClick={() => setWelcomeOpen((shown) => !shown)}
          style={TOUCH_ROW}
        >
          {user.name ? '已登录' : '学员登录'}
        </Button>
        {welcomeOpen && (
          <WelcomeBox
            compact
            user={user}
            tenantId={site?.tenantId ?? ''}
            showAcademy={site?.sysParamCode.includes('ZWY_SHOW') ?? false}
            onCollapse={() => {
              setWelcomeOpen(false);
              toggleRef.current?.focus();
            }}
          />
        )}
        <PanelItems
          compact
          onAdmin={() => {
            // The back-office dialogs open over the page, not over the drawer.
            onClose();
            void openAdmin();
          }}
        />
      </Flex>
    </Drawer>
  );
}
