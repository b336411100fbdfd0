import {
  appStore,
  useAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { navigateTo } from '@portal/shared/ui';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';

import { filterRoutes, userRoles } from '../auth/permissions';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { useLocationPath } from '../routing/use-location';
import { buildSidebar, type SidebarItem } from './sidebar-tree';
import { deviceAtom, MOBILE_WIDTH, sidebarAtom } from './sidebar-state';

export const SIDEBAR_ACTIVE_TEXT = '#E91B1B';

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
          label: (
            <a
              href={item.href}
              target={item.external ? '_blank' : undefined}
              rel={item.external ? 'noopener noreferrer' : undefined}
              onClick={(event) => {
                if (item.external) return;
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

/** Keeps the device mode and closes the mobile sidebar on resize and navigation. */
export function useResponsiveSidebar(): void {
  const pathname = useLocationPath();
  useEffect(() => {
    const update = () => {
      const mobile = window.innerWidth < MOBILE_WIDTH;
      appStore.set(deviceAtom, mobile ? 'mobile' : 'desktop');
      if (mobile)
        appStore.set(sidebarAtom, { opened: false, withoutAnimation: true });
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  useEffect(() => {
    if (appStore.get(deviceAtom) === 'mobile') {
      appStore.set(sidebarAtom, { opened: false, withoutAnimation: false });
    }
  }, [pathname]);
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
  if (!sidebar.opened && mobile) return null;
  return (
    <>
      {mobile && (
        <div
          aria-hidden
          onClick={() => setSidebar({ opened: false, withoutAnimation: false })}
          style={{
            position: 'fixed',
            inset: 0,
            background: 'rgba(0,0,0,.3)',
            zIndex: 1001,
          }}
        />
      )}
      <nav
        aria-label="侧边导航"
        style={{
          width: sidebar.opened ? 208 : 64,
          flexShrink: 0,
          background: '#fff',
          transition: sidebar.withoutAnimation ? 'none' : 'width .2s',
          ...(mobile
            ? { position: 'fixed', top: 0, bottom: 0, left: 0, zIndex: 1002 }
            : {}),
        }}
      >
        <Menu
          mode="inline"
          inlineCollapsed={!sidebar.opened}
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
      </nav>
    </>
  );
}
