import type { AnchorHTMLAttributes, MouseEvent } from 'react';

import { safeHref } from '@portal/shared/format';

/**
 * Navigates within the portal without a reload. single-spa patches
 * pushState, so this reaches whichever remote owns the target path;
 * react-router's Link would only know its own remote's routes.
 */
export function navigateTo(url: string): void {
  window.history.pushState(null, '', url);
}

export function PortalLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  // Hrefs may come from server data: only relative and http(s) links are
  // rendered (a javascript: or data: URL leaves plain text).
  const safe = safeHref(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    if (rest.target && rest.target !== '_self') return;
    if (!safe) return;
    const target = new URL(safe, window.location.href);
    // Another origin: an ordinary navigation (pushState cannot leave).
    if (target.origin !== window.location.origin) return;
    event.preventDefault();
    navigateTo(target.pathname + target.search + target.hash);
  };
  return <a href={safe} onClick={handleClick} {...rest} />;
}
