import { useAtom, useAtomValue, userInfoAtom } from '@portal/shared/state';
import type { PortalRoute } from '@portal/shared/types';
import {
  PortalLink,
  PRIMARY_TOUCH_HEIGHT,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Avatar, Breadcrumb, Button, Space } from 'antd';
import type { CSSProperties } from 'react';

import { logout } from '../auth/session-actions';
import { buildBreadcrumb, shortenBreadcrumb } from './sidebar-tree';
import { sidebarAtom } from './sidebar-state';

/** One line: a long title ends in an ellipsis instead of wrapping. */
const ONE_LINE: CSSProperties = {
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
};

/** Top bar of the workspace layout: sidebar toggle, breadcrumb, avatar and logout. */
export function WorkspaceTopbar({ chain }: { chain: PortalRoute[] }) {
  const user = useAtomValue(userInfoAtom);
  const [sidebar, setSidebar] = useAtom(sidebarAtom);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  const full = buildBreadcrumb(chain);
  const shown = compact ? shortenBreadcrumb(full, narrow ? 1 : 2) : full;
  const items = shown.map((item) => ({
    title: item.href ? (
      <PortalLink href={item.href}>{item.title}</PortalLink>
    ) : (
      item.title
    ),
  }));
  // Each titled item gets an equal share of the line (less the ellipsis and
  // the separators, about 24 px each), so none pushes the next one down.
  const titled = shown.filter((item) => item.title !== '…').length;
  const itemStyle: CSSProperties | undefined = compact
    ? {
        ...ONE_LINE,
        maxWidth: `calc((100% - ${shown.length * 24}px) / ${titled})`,
      }
    : undefined;
  return (
    <div
      role="navigation"
      aria-label="页面导航"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 8 : 16,
        padding: compact ? '6px 8px' : '8px 16px',
        background: '#fff',
        marginBottom: compact ? 12 : 16,
        borderRadius: 4,
      }}
    >
      <Button
        aria-label={sidebar.opened ? '收起侧边栏' : '展开侧边栏'}
        aria-expanded={sidebar.opened}
        onClick={() =>
          setSidebar({ opened: !sidebar.opened, withoutAnimation: false })
        }
        style={
          compact
            ? {
                width: PRIMARY_TOUCH_HEIGHT,
                height: PRIMARY_TOUCH_HEIGHT,
                flex: 'none',
              }
            : undefined
        }
      >
        {sidebar.opened ? '⟨' : '☰'}
      </Button>
      <Breadcrumb
        items={items}
        style={{ flex: 1, minWidth: 0 }}
        styles={itemStyle ? { item: itemStyle } : undefined}
      />
      {user && (
        <Space style={{ flex: 'none' }}>
          {!narrow && (
            <Avatar src={user.avatar || undefined} alt={`${user.name}的头像`}>
              {user.name.slice(0, 1)}
            </Avatar>
          )}
          {!compact && <span>{user.name}</span>}
          <Button
            size={compact ? undefined : 'small'}
            onClick={() => void logout()}
          >
            退出登录
          </Button>
        </Space>
      )}
    </div>
  );
}
