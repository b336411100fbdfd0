import { PortalLink } from '@portal/shared/ui';
import {
  siteConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { accentColor } from '@portal/shared/ui';
import { App, Button, Space } from 'antd';

import { runAdminEntry } from '../auth/admin-entry';

import { logout, redirectToLogin } from '../auth/session-actions';
import { useLocationPath } from '../routing/use-location-path';
import { headerMenu } from './header-menu';

export function PortalHeader() {
  const site = useAtomValue(siteConfigAtom);
  const user = useAtomValue(userInfoAtom);
  const pathname = useLocationPath();
  const accent = accentColor(site);
  const items = headerMenu(site);
  const { message } = App.useApp();
  const openAdmin = async () => {
    const text = await runAdminEntry();
    if (text) void message.warning(text);
  };

  return (
    <header style={{ background: accent, color: '#fff' }}>
      <div
        style={{
          maxWidth: 1200,
          margin: '0 auto',
          padding: '0 16px',
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          minHeight: 64,
          flexWrap: 'wrap',
        }}
      >
        <PortalLink
          href="/index"
          style={{ color: '#fff', fontSize: 20, fontWeight: 600 }}
        >
          {site?.pcTitleLogo ? (
            <img
              src={site.pcTitleLogo}
              alt={site.title}
              style={{ height: 40, verticalAlign: 'middle' }}
            />
          ) : (
            (site?.title ?? '在线培训门户')
          )}
        </PortalLink>
        <nav aria-label="主导航" style={{ flex: 1 }}>
          <ul
            style={{
              display: 'flex',
              gap: 4,
              listStyle: 'none',
              margin: 0,
              padding: 0,
              flexWrap: 'wrap',
            }}
          >
            {items.map((item) => {
              const active = !item.external && pathname.startsWith(item.href);
              const style = {
                display: 'inline-block',
                padding: '8px 14px',
                color: '#fff',
                borderRadius: 4,
                background: active ? 'rgba(255,255,255,0.2)' : 'transparent',
              };
              return (
                <li key={item.key}>
                  {item.external ? (
                    <a
                      href={item.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      style={style}
                    >
                      {item.label}
                    </a>
                  ) : (
                    <PortalLink
                      href={item.href}
                      style={style}
                      aria-current={active ? 'page' : undefined}
                    >
                      {item.label}
                    </PortalLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <Space>
          {user ? (
            <>
              <span data-testid="header-user-name">{user.name}</span>
              <Button size="small" onClick={() => void openAdmin()}>
                管理员登录
              </Button>
              <Button size="small" onClick={() => void logout()}>
                退出登录
              </Button>
            </>
          ) : (
            <Button size="small" onClick={() => redirectToLogin()}>
              学员登录
            </Button>
          )}
        </Space>
      </div>
    </header>
  );
}
