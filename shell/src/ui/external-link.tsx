import { openWindow } from '@portal/shared/routing';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to another site in a new tab. The click goes through openWindow,
 * so inside the app's webview, which opens no new tab, the link still
 * leads somewhere: this tab. Modified clicks keep the browser's behaviour.
 */
export function ExternalLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    event.preventDefault();
    openWindow(href);
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={handleClick}
      {...rest}
    />
  );
}
