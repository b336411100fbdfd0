import { useAtom, useAtomValue, userInfoAtom } from '@portal/shared/state';
import { navigateTo } from '@portal/shared/ui';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';

import { filterRoutes, userRoles } from '../auth/permissions';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { useLocationPath } from '../routing/use-location';
import { ExternalLink } from '../ui/external-link';
import { buildSidebar, type SidebarItem } from './sidebar-tree';
import { deviceAtom, sidebarAtom } from './sidebar-state';

const SIDEBAR_ACTIVE_TEXT = '#E91B1B';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(items: SidebarItem[]): MenuItem[] {
  return items.map((item) =>
    item.children
      ? {
          key: item.key,
          label: item.title,
          children: toMenuItems(item.children),
        }
      : {
          key: item.key,
          label: item.external ? (
            <ExternalLink href={item.href}>{item.title}</ExternalLink>
          ) : (
            <a
              href={item.href}
              onClick={(event) => {
                event.preventDefault();
                navigateTo(item.href);
              }}
            >
              {item.title}
            </a>
          ),
        },
  );
}

/** Parent keys of the active item, so its submenu starts open. */
function parentsOf(
  items: SidebarItem[],
  key: string,
  trail: string[] = [],
): string[] | null {
  for (const item of items) {
    if (item.key === key) return trail;
    const found =
      item.children && parentsOf(item.children, key, [...trail, item.key]);
    if (found) return found;
  }
  return null;
}

/** The workspace sidebar (seed-spec 2.3), from the permitted route tree. */
export function WorkspaceSidebar({ registry }: { registry: RemoteRegistry }) {
  const user = useAtomValue(userInfoAtom);
  const pathname = useLocationPath();
  const [sidebar, setSidebar] = useAtom(sidebarAtom);
  const device = useAtomValue(deviceAtom);
  const items = useMemo(() => {
    const workspaceRoutes = registry
      .routeTree()
      .filter((route) => route.layout === 'workspace');
    return buildSidebar(filterRoutes(workspaceRoutes, userRoles(user)));
  }, [registry, user, registry.version]); // eslint-disable-line react-hooks/exhaustive-deps -- version changes when manifests load
  const [openKeys, setOpenKeys] = useState<string[]>(
    () => parentsOf(items, pathname) ?? [],
  );
  const mobile = device === 'mobile';
  const menu = (
    <Menu
      mode="inline"
      inlineCollapsed={!mobile && !sidebar.opened}
      selectedKeys={[pathname]}
      // One submenu open at a time.
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys.slice(-1))}
      items={toMenuItems(items)}
      theme="light"
      style={{
        borderInlineEnd: 0,
        ['--portal-sidebar-active' as string]: SIDEBAR_ACTIVE_TEXT,
      }}
    />
  );
  if (mobile) {
    // Mobile mode: an overlay from the top bar's toggle, closed on arrival.
    return (
      <Drawer
        open={sidebar.opened}
        onClose={() => setSidebar({ opened: false, withoutAnimation: false })}
        title="导航"
        placement="left"
        size={260}
        destroyOnHidden
        styles={{ body: { padding: 0 } }}
      >
        <nav aria-label="侧边导航">{menu}</nav>
      </Drawer>
    );
  }
  return (
    <nav
      aria-label="侧边导航"
      style={{
        width: sidebar.opened ? 208 : 64,
        flexShrink: 0,
        background: '#fff',
        transition: sidebar.withoutAnimation ? 'none' : 'width .2s',
      }}
    >
      {menu}
    </nav>
  );
}
