import { sysParamValue } from '@portal/shared/config';
import { siteConfigAtom, useAtomValue } from '@portal/shared/state';
import { accentTextColor, PortalLink } from '@portal/shared/ui';

import { useLocationPath } from '../routing/use-location';
import { headerMenu, isMenuItemActive } from './header-menu';
import { SearchBox } from './search-box';

/** Width of the logo's box in the header (the seed logos are 267 × 40). */
const LOGO_WIDTH = 280;

/**
 * @param onLinkIntent called with a menu link's address when it is hovered
 * or focused, so the shell can fetch that page's remote before the click.
 */
export function PortalHeader({
  onLinkIntent,
}: {
  onLinkIntent?: (href: string) => void;
}) {
  const site = useAtomValue(siteConfigAtom);
  const pathname = useLocationPath();
  // White text sits on it: the AA shade of the tenant's accent.
  const accent = accentTextColor(site);
  const items = headerMenu(site);
  const background = sysParamValue(site, 'MENU_BACKGROUND_PIC');
  const focusColor =
    sysParamValue(site, 'WEB_MENU_FOCUS_COLOR') || 'rgba(255,255,255,0.2)';

  return (
    <header
      style={{
        backgroundColor: accent,
        backgroundImage: background ? `url("${background}")` : undefined,
        backgroundSize: 'cover',
        color: '#fff',
      }}
    >
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
                      onMouseEnter={() => onLinkIntent?.(item.href)}
                      onFocus={() => onLinkIntent?.(item.href)}
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
      </div>
    </header>
  );
}
