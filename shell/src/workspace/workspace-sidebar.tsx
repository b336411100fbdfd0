import {
  displayPrefsAtom,
  useAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { navigateTo } from '@portal/shared/ui';
import {
  ConfigProvider,
  Drawer,
  Menu,
  type MenuProps,
  type ThemeConfig,
} from 'antd';
import { useMemo, useState } from 'react';

import { filterRoutes, userRoles } from '../auth/permissions';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { useLocationPath } from '../routing/use-location';
import { ExternalLink } from '../ui/external-link';
import {
  ancestorKeys,
  buildSidebar,
  nextOpenKeys,
  type SidebarItem,
} from './sidebar-tree';
import { deviceAtom, sidebarAtom } from './sidebar-state';

/**
 * The active item's text of seed-spec 9, on every tenant. #E91B1B has
 * 4.5:1 on white but not on antd's tinted selection, so the selected item
 * keeps a white ground and is marked by a bar as well as by its colour.
 */
const SIDEBAR_ACTIVE_TEXT = '#E91B1B';
const SIDEBAR_THEME: ThemeConfig = {
  components: {
    Menu: {
      itemSelectedColor: SIDEBAR_ACTIVE_TEXT,
      subMenuItemSelectedColor: SIDEBAR_ACTIVE_TEXT,
      itemSelectedBg: '#fff',
      activeBarWidth: 3,
    },
  },
};
/** The selected entry's red at 7:1 on white, for 高对比度. */
const CONTRAST_SIDEBAR_THEME: ThemeConfig = {
  components: {
    Menu: {
      ...SIDEBAR_THEME.components?.Menu,
      itemSelectedColor: '#8b0000',
      subMenuItemSelectedColor: '#8b0000',
    },
  },
};
/** Seed-spec 9's 200 ms before a submenu shows (antd counts seconds). */
const SUBMENU_OPEN_DELAY_S = 0.2;

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
    () => ancestorKeys(items, pathname) ?? [],
  );
  const mobile = device === 'mobile';
  const { contrast } = useAtomValue(displayPrefsAtom);
  const menu = (
    <ConfigProvider theme={contrast ? CONTRAST_SIDEBAR_THEME : SIDEBAR_THEME}>
      <Menu
        mode="inline"
        inlineCollapsed={!mobile && !sidebar.opened}
        selectedKeys={[pathname]}
        openKeys={openKeys}
        onOpenChange={(keys) =>
          setOpenKeys((previous) => nextOpenKeys(items, previous, keys))
        }
        subMenuOpenDelay={SUBMENU_OPEN_DELAY_S}
        items={toMenuItems(items)}
        theme="light"
        style={{ borderInlineEnd: 0 }}
      />
    </ConfigProvider>
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
