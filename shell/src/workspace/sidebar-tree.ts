import { joinPath } from '@portal/shared/routing';
import type { PortalRoute } from '@portal/shared/types';

export interface SidebarItem {
  key: string;
  title: string;
  href: string;
  external: boolean;
  children?: SidebarItem[];
}

const EXTERNAL = /^(https?:|mailto:|tel:)/;

function fullPath(parent: string, path: string): string {
  return EXTERNAL.test(path) ? path : joinPath(parent, path);
}

/**
 * The sidebar of seed-spec 2.3, from the permitted route tree: hidden routes
 * are skipped, a route with exactly one visible child shows as that child,
 * nested children become submenus, external links open in a new tab.
 */
export function buildSidebar(
  routes: PortalRoute[],
  parentPath = '/',
): SidebarItem[] {
  return routes.flatMap((route): SidebarItem[] => {
    if (route.hidden) return [];
    const href = fullPath(parentPath, route.path);
    const visibleChildren = (route.children ?? []).filter(
      (child) => !child.hidden,
    );
    if (visibleChildren.length === 1) {
      const [only] = buildSidebar(visibleChildren, href);
      return only ? [only] : [];
    }
    if (visibleChildren.length > 1) {
      return [
        {
          key: href,
          title: route.title ?? href,
          href,
          external: false,
          children: buildSidebar(visibleChildren, href),
        },
      ];
    }
    return [
      {
        key: href,
        title: route.title ?? href,
        href,
        external: EXTERNAL.test(href),
      },
    ];
  });
}

/** The keys of the submenus that hold `key`, outermost first (null if absent). */
export function ancestorKeys(
  items: SidebarItem[],
  key: string,
  trail: string[] = [],
): string[] | null {
  for (const item of items) {
    if (item.key === key) return trail;
    const found =
      item.children && ancestorKeys(item.children, key, [...trail, item.key]);
    if (found) return found;
  }
  return null;
}

/**
 * Only one submenu open at a time (seed-spec 2.3): opening one closes the
 * others, except the submenus that hold it, so a nested submenu opens
 * inside its parent. Closing one keeps the rest as they are.
 */
export function nextOpenKeys(
  items: SidebarItem[],
  previous: string[],
  requested: string[],
): string[] {
  const opened = requested.filter((key) => !previous.includes(key)).at(-1);
  if (opened === undefined) return requested;
  return [...(ancestorKeys(items, opened) ?? []), opened];
}

interface BreadcrumbItem {
  title: string;
  /** Absent for the last item and for routes whose redirect is 'noredirect'. */
  href?: string;
}

/** Breadcrumb from the matched chain: only routes with a title appear. */
export function buildBreadcrumb(chain: PortalRoute[]): BreadcrumbItem[] {
  let path = '/';
  const items: (BreadcrumbItem & { noLink: boolean })[] = [];
  for (const route of chain) {
    path = fullPath(path, route.path);
    if (!route.title) continue;
    const target =
      route.redirect && route.redirect !== 'noredirect' ? route.redirect : path;
    items.push({
      title: route.title,
      href: target,
      noLink: route.redirect === 'noredirect',
    });
  }
  return items.map(({ title, href, noLink }, index) =>
    noLink || index === items.length - 1 ? { title } : { title, href },
  );
}

/**
 * The breadcrumb's items on a small screen: only the last two (the last one
 * under 576 px), after an ellipsis that stands for the rest, so the trail
 * stays on one line.
 */
export function shortenBreadcrumb(
  items: BreadcrumbItem[],
  keep: number,
): BreadcrumbItem[] {
  if (items.length <= keep) return items;
  return [{ title: '…' }, ...items.slice(-keep)];
}
