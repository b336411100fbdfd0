import { FirstScreenContext } from '@portal/shared/hooks';
import { useContext } from 'react';

/**
 * The page's origin: the request's on the render tier, the window's in the
 * browser, so an absolute address drawn on the server (a share link, its QR
 * code) hydrates as it is. A render tier that gives none (a shell built
 * before it did) throws here, and the region is drawn in the browser.
 */
export function usePageOrigin(): string {
  const server = useContext(FirstScreenContext);
  if (!server) return window.location.origin;
  if (!server.origin) throw new Error('the render tier gave no page origin');
  return server.origin;
}
