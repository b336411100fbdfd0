/**
 * Asks before the learner leaves an attempt in progress: single-spa's
 * `single-spa:before-routing-event` covers every navigation inside the
 * portal (header menu, PortalLink/navigateTo, react-router, back button —
 * they all go through history, which single-spa patches), and
 * `beforeunload` covers reloads, closing the tab and typed addresses.
 */
import { useEffect, useRef } from 'react';

interface RoutingDetail {
  newUrl?: string;
  cancelNavigation?: (cancel: Promise<boolean> | boolean) => void;
}

/** Same page (path and query): the guard lets such changes through. */
export function isSamePage(current: string, next: string): boolean {
  try {
    const a = new URL(current);
    const b = new URL(next, current);
    return a.pathname === b.pathname && a.search === b.search;
  } catch {
    return false;
  }
}

/**
 * Installs the guard; `confirmLeave` resolves true when the learner chose
 * to leave. Returns the uninstaller.
 */
export function installLeaveGuard(
  confirmLeave: () => Promise<boolean>,
): () => void {
  const guardedUrl = window.location.href;
  const onRouting = (event: Event) => {
    const detail = (event as CustomEvent<RoutingDetail>).detail;
    if (!detail?.cancelNavigation || !detail.newUrl) return;
    // single-spa has already changed the URL; the page we are on is the
    // one this guard was installed for.
    if (isSamePage(guardedUrl, detail.newUrl)) return;
    detail.cancelNavigation(confirmLeave().then((leave) => !leave));
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the dialog only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('single-spa:before-routing-event', onRouting);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    window.removeEventListener('single-spa:before-routing-event', onRouting);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/** The guard as a hook: active while `active` is true. */
export function useLeaveGuard(
  active: boolean,
  confirmLeave: () => Promise<boolean>,
): void {
  const confirmRef = useRef(confirmLeave);
  confirmRef.current = confirmLeave;
  useEffect(() => {
    if (!active) return undefined;
    return installLeaveGuard(() => confirmRef.current());
  }, [active]);
}
