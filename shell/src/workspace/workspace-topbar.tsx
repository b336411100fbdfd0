import { useAtom, useAtomValue, userInfoAtom } from '@portal/shared/state';
import type { PortalRoute } from '@portal/shared/types';
import { PortalLink } from '@portal/shared/ui';
import { Avatar, Breadcrumb, Button, Space } from 'antd';

import { logout } from '../auth/session-actions';
import { buildBreadcrumb } from './sidebar-tree';
import { sidebarAtom } from './sidebar-state';

/** Top bar of the workspace layout: sidebar toggle, breadcrumb, avatar and logout. */
export function WorkspaceTopbar({ chain }: { chain: PortalRoute[] }) {
  const user = useAtomValue(userInfoAtom);
  const [sidebar, setSidebar] = useAtom(sidebarAtom);
  const items = buildBreadcrumb(chain).map((item) => ({
    title: item.href ? (
      <PortalLink href={item.href}>{item.title}</PortalLink>
    ) : (
      item.title
    ),
  }));
  return (
    <div
      role="navigation"
      aria-label="页面导航"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '8px 16px',
        background: '#fff',
        marginBottom: 16,
        borderRadius: 4,
      }}
    >
      <Button
        aria-label={sidebar.opened ? '收起侧边栏' : '展开侧边栏'}
        aria-expanded={sidebar.opened}
        onClick={() =>
          setSidebar({ opened: !sidebar.opened, withoutAnimation: false })
        }
      >
        {sidebar.opened ? '⟨' : '☰'}
      </Button>
      <Breadcrumb items={items} style={{ flex: 1 }} />
      {user && (
        <Space>
          <Avatar src={user.avatar || undefined} alt={`${user.name}的头像`}>
            {user.name.slice(0, 1)}
          </Avatar>
          <span>{user.name}</span>
          <Button size="small" onClick={() => void logout()}>
            退出登录
          </Button>
        </Space>
      )}
    </div>
  );
}
