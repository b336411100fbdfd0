import { MenuOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { sysParamValue } from '@portal/shared/config';
import { homePath, redirectToLogin } from '@portal/shared/routing';
import {
  siteConfigAtom,
  useAtomValue,
  userInfoAtom,
  useTenantCapabilities,
} from '@portal/shared/state';
import type { SiteConfig } from '@portal/shared/types';
import {
  accentTextColor,
  BUTTON_LABELS,
  PortalLink,
  PRIMARY_TOUCH_HEIGHT,
  useCompactLayout,
} from '@portal/shared/ui';
import { Button, Drawer } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

import { DisplaySwitch } from '../accessibility/display-switch';
import { useSessionResolved } from '../auth/session-state';
import { useLinkIntent } from './link-intent';
import { loginReturnAddress } from '../routing/home-path';
import { useLocationPath } from '../routing/use-location';
import { ExternalLink } from '../ui/external-link';
import { DeferredPart, deferred } from '../ui/deferred';
import { BAR_BUTTON } from '../ui/touch-styles';
import { headerMenu, isMenuItemActive, type MenuItem } from './header-menu';
import { SearchBox } from './search-box';

/** 我的's drawer, fetched when it is first opened (a phone's first load does without it). */
const PanelDrawer = deferred(
  async () => (await import('./floating-panel/panel-drawer')).PanelDrawer,
);

/** Width of the logo's box in the header (the seed logos are 267 × 40). */
const LOGO_WIDTH = 280;

/** Height of the compact bar (DESIGN 8: at most about 64 px). */
const COMPACT_BAR_HEIGHT = 56;

interface HeaderProps {
  /**
   * Called with a menu link's address when the pointer or the focus rests
   * on it, so the shell can fetch that page before the click.
   */
  onLinkIntent?: (href: string) => void;
  /** Search and open pages show neither the panel nor 学员登录. */
  panelHidden?: boolean;
}

function headerBackground(site: SiteConfig | null): CSSProperties {
  const background = sysParamValue(site, 'MENU_BACKGROUND_PIC');
  return {
    // White text sits on it: the AA shade of the tenant's accent.
    backgroundColor: accentTextColor(site),
    backgroundImage: background ? `url("${background}")` : undefined,
    backgroundSize: 'cover',
    color: '#fff',
  };
}

/** The header of seed-spec 2.1; a compact bar under 1024 px (DESIGN 8). */
export function PortalHeader(props: HeaderProps) {
  const compact = useCompactLayout();
  return compact ? <CompactHeader {...props} /> : <WideHeader {...props} />;
}

function WideHeader({ onLinkIntent }: HeaderProps) {
  const site = useAtomValue(siteConfigAtom);
  const capabilities = useTenantCapabilities();
  const pathname = useLocationPath();
  const home = homePath(useAtomValue(userInfoAtom));
  const items = headerMenu(site, capabilities.headerMenu, home);
  const linkIntent = useLinkIntent(onLinkIntent);
  const focusColor =
    sysParamValue(site, 'WEB_MENU_FOCUS_COLOR') || 'rgba(255,255,255,0.2)';

  return (
    <header style={headerBackground(site)}>
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
          href={home}
          // A fixed box for the logo: the menu beside it stays put while the
          // site's configuration and the logo image arrive (layout shift).
          style={{
            color: '#fff',
            fontSize: 20,
            fontWeight: 600,
            display: 'inline-block',
            minWidth: LOGO_WIDTH,
          }}
        >
          {site?.pcTitleLogo ? (
            <img
              src={site.pcTitleLogo}
              alt={site.title}
              width={LOGO_WIDTH}
              height={40}
              style={{
                verticalAlign: 'middle',
                objectFit: 'contain',
                objectPosition: 'left center',
              }}
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
              const active = isMenuItemActive(item, pathname);
              const style = {
                display: 'inline-block',
                padding: '8px 14px',
                color: '#fff',
                borderRadius: 4,
                background: active ? focusColor : 'transparent',
                fontWeight: active ? 600 : 400,
              };
              return (
                <li key={item.key}>
                  {item.external ? (
                    <ExternalLink href={item.href} style={style}>
                      {item.label}
                    </ExternalLink>
                  ) : (
                    <PortalLink
                      href={item.href}
                      style={style}
                      aria-current={active ? 'page' : undefined}
                      {...linkIntent(item.href)}
                    >
                      {item.label}
                    </PortalLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <SearchBox />
        <DisplaySwitch compact={false} />
      </div>
    </header>
  );
}

/** The tenant's menu entries as a list in the 菜单 drawer. */
function MenuList({
  items,
  pathname,
  accent,
  onChoose,
  onLinkIntent,
}: {
  items: MenuItem[];
  pathname: string;
  accent: string;
  onChoose: () => void;
  onLinkIntent?: (href: string) => void;
}) {
  const linkIntent = useLinkIntent(onLinkIntent);
  return (
    <nav aria-label="主导航">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => {
          const active = isMenuItemActive(item, pathname);
          const style: CSSProperties = {
            display: 'flex',
            alignItems: 'center',
            minHeight: PRIMARY_TOUCH_HEIGHT + 4,
            padding: '0 20px',
            fontSize: 16,
            color: active ? accent : '#262626',
            fontWeight: active ? 600 : 400,
            background: active ? 'rgba(0,0,0,.04)' : 'transparent',
            borderInlineStart: `4px solid ${active ? accent : 'transparent'}`,
          };
          return (
            <li key={item.key}>
              {item.external ? (
                <ExternalLink href={item.href} style={style} onClick={onChoose}>
                  {item.label}
                </ExternalLink>
              ) : (
                <PortalLink
                  href={item.href}
                  style={style}
                  aria-current={active ? 'page' : undefined}
                  onClick={onChoose}
                  {...linkIntent(item.href)}
                >
                  {item.label}
                </PortalLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The header under 1024 px: one bar no taller than 56 px with the logo or
 * title, 搜索 (the search box unfolds below the bar), 我的 (the floating
 * panel in a drawer) or 学员登录 for a visitor, and 菜单 (the tenant's menu
 * in a drawer). Nothing of it is fixed over the page.
 */
function CompactHeader({ onLinkIntent, panelHidden = false }: HeaderProps) {
  const site = useAtomValue(siteConfigAtom);
  const capabilities = useTenantCapabilities();
  const user = useAtomValue(userInfoAtom);
  const resolved = useSessionResolved();
  const pathname = useLocationPath();
  const home = homePath(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  // Once opened, the drawer stays on the page, so it can close as it opened.
  const [panelWanted, setPanelWanted] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const accent = accentTextColor(site);

  // A new page closes what was opened on the last one.
  useEffect(() => {
    setMenuOpen(false);
    setPanelOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (searchOpen) searchRef.current?.focus();
  }, [searchOpen]);

  const title = site?.title ?? '在线培训门户';
  return (
    <header style={headerBackground(site)}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          height: COMPACT_BAR_HEIGHT,
          padding: '0 8px',
          boxSizing: 'border-box',
        }}
      >
        <Button
          type="text"
          aria-label="菜单"
          aria-expanded={menuOpen}
          icon={<MenuOutlined style={{ fontSize: 20 }} />}
          onClick={() => setMenuOpen(true)}
          style={BAR_BUTTON}
        />
        <PortalLink
          href={home}
          style={{
            flex: 1,
            minWidth: 0,
            height: PRIMARY_TOUCH_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            color: '#fff',
            fontSize: 17,
            fontWeight: 600,
            overflow: 'hidden',
          }}
        >
          {site?.pcTitleLogo ? (
            <img
              src={site.pcTitleLogo}
              alt={site.title}
              height={32}
              style={{
                height: 32,
                width: 'auto',
                maxWidth: '100%',
                objectFit: 'contain',
                objectPosition: 'left center',
              }}
            />
          ) : (
            <span
              style={{
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
              }}
            >
              {title}
            </span>
          )}
        </PortalLink>
        <DisplaySwitch compact />
        <Button
          ref={searchToggleRef}
          type="text"
          aria-label={BUTTON_LABELS.search}
          aria-expanded={searchOpen}
          icon={<SearchOutlined style={{ fontSize: 20 }} />}
          onClick={() => setSearchOpen((open) => !open)}
          style={BAR_BUTTON}
        />
        {!panelHidden && user && (
          <Button
            type="text"
            aria-expanded={panelOpen}
            icon={<UserOutlined />}
            onClick={() => {
              setPanelWanted(true);
              setPanelOpen(true);
            }}
            style={{
              height: PRIMARY_TOUCH_HEIGHT,
              padding: '0 8px',
              flex: 'none',
              color: '#fff',
            }}
          >
            我的
          </Button>
        )}
        {!panelHidden && !user && resolved && (
          <Button
            onClick={() =>
              redirectToLogin(loginReturnAddress(new URL(location.href)))
            }
            style={{ height: PRIMARY_TOUCH_HEIGHT, flex: 'none' }}
          >
            学员登录
          </Button>
        )}
      </div>
      {searchOpen && (
        <div style={{ padding: '0 12px 12px' }}>
          <SearchBox
            compact
            inputRef={searchRef}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              setSearchOpen(false);
              searchToggleRef.current?.focus();
            }}
          />
        </div>
      )}
      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title="菜单"
        placement="left"
        // Closed, nothing of it stays on the page (not even an empty layer).
        destroyOnHidden
        size="min(300px, calc(100vw - 40px))"
        styles={{ body: { padding: '8px 0' } }}
      >
        <MenuList
          items={headerMenu(site, capabilities.headerMenu, home)}
          pathname={pathname}
          accent={accent}
          onChoose={() => setMenuOpen(false)}
          onLinkIntent={onLinkIntent}
        />
      </Drawer>
      {!panelHidden && panelWanted && (
        <DeferredPart>
          <PanelDrawer open={panelOpen} onClose={() => setPanelOpen(false)} />
        </DeferredPart>
      )}
    </header>
  );
}
