import type { AnchorHTMLAttributes, MouseEvent } from 'react';

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
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
