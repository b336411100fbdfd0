import { fetchAppInit } from '@portal/shared/api';
import { safeHref } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import {
  siteConfigAtom,
  unreadLettersAtom,
  useAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import type { AppVersion } from '@portal/shared/types';
import { App, Badge, Button, Popover, Space } from 'antd';
import { useRef } from 'react';

import { runAdminEntry } from '../../auth/admin-entry';
import { welcomeOpenAtom } from '../../auth/session-state';
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

/** Width the panel takes at the page's right edge, for the frame to keep free. */
export function panelWidth(signedIn: boolean, welcomeOpen: boolean): number {
  if (!signedIn) return 100;
  return welcomeOpen ? 314 : 106;
}

const loadApps = () => fetchAppInit().then((data) => data.appVersionList ?? []);

function AppQrCodes({ apps }: { apps: AppVersion[] }) {
  return (
    <Space size="large">
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
              width={120}
              height={120}
            />
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </Space>
  );
}

/** 消息 with the unread letters (the message centre); the name says the count. */
export function lettersLabel(unread: number | null): string {
  return unread && unread > 0 ? `消息，${unread}条未读` : '消息';
}

function LettersButton() {
  const unread = useAtomValue(unreadLettersAtom);
  return (
    <Badge count={unread ?? 0} size="small" offset={[-6, 2]}>
      <NavButton
        block
        href="/messageCenter"
        aria-label={lettersLabel(unread)}
        data-testid="panel-letters"
        style={{ width: 96 }}
      >
        消息
      </NavButton>
    </Badge>
  );
}

/** The right floating panel of seed-spec 2.2, for a signed-in user. */
export function FloatingPanel({ hidden }: { hidden: boolean }) {
  const user = useAtomValue(userInfoAtom);
  const site = useAtomValue(siteConfigAtom);
  const [welcomeOpen, setWelcomeOpen] = useAtom(welcomeOpenAtom);
  const apps = useRemoteData(loadApps);
  const { modal } = App.useApp();
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!user || hidden) return null;
  const appList =
    apps.status === 'ready' ? apps.data : (site?.appVersionList ?? []);
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
        <Button block onClick={() => void openAdmin()}>
          管理员登录
        </Button>
        <LettersButton />
        {safeHref(site?.manual) && (
          <Button
            block
            href={safeHref(site?.manual)}
            target="_blank"
            rel="noopener noreferrer"
          >
            学员手册
          </Button>
        )}
        <NavButton block href="/operateGuide">
          帮助中心
        </NavButton>
        <NavButton block href="/previewList">
          问卷调查
        </NavButton>
        {appList.length > 0 && (
          <Popover
            content={<AppQrCodes apps={appList} />}
            title="扫码下载移动端"
            mouseEnterDelay={0.5}
            placement="left"
          >
            <Button block>移动端</Button>
          </Popover>
        )}
        <BackToTop />
      </Space>
    </aside>
  );
}
