/**
 * What every navigation does besides mounting: a progress bar while it runs
 * (nprogress), then the page scrolls back to the top (seed-spec 2.3, smooth,
 * 16 ms steps) and the new view fades in.
 *
 * A navigation is a new path, or a new query reached by pushState or by
 * Back/Forward: a tab (?acativeId=), the next page of a list, a submitted
 * search, each a history entry of its own. A query rewritten with
 * replaceState is not: the page keeps its state in the address (a filter,
 * the token taken out) and the learner stays where he is.
 */
import NProgress from 'nprogress';

import { SLOT_CONTAINER_ID } from '../remotes/remote-registry';
import { scrollToTop } from './scroll';

const PROGRESS_CSS = `
#nprogress { pointer-events: none; }
#nprogress .bar { background: var(--portal-accent, #C50405); position: fixed; z-index: 2000; top: 0; left: 0; width: 100%; height: 2px; }
#nprogress .peg { display: block; position: absolute; right: 0; width: 100px; height: 100%; box-shadow: 0 0 10px var(--portal-accent, #C50405); opacity: 1; transform: rotate(3deg) translate(0px, -4px); }
@keyframes portal-fade-in { from { opacity: 0; } to { opacity: 1; } }
.portal-fade-in { animation: portal-fade-in 0.3s ease-in; }
@media (prefers-reduced-motion: reduce) { .portal-fade-in { animation: none; } }
`;

interface RoutingDetail {
  cancelNavigation?: (value?: boolean | Promise<boolean>) => void;
}

/** How the address changed: pushState, replaceState, or Back/Forward. */
export type AddressChange = 'push' | 'replace' | 'traverse';

/** single-spa marks the popstate it fires after pushState/replaceState. */
function changeOf(event: PopStateEvent & { singleSpaTrigger?: string }) {
  if (event.singleSpaTrigger === 'replaceState') return 'replace';
  return event.singleSpaTrigger === 'pushState' ? 'push' : 'traverse';
}

/** Whether going from `from` to `to` (path and query) is a navigation. */
export function isNavigation(
  from: string,
  to: string,
  change: AddressChange,
): boolean {
  const before = new URL(from, 'http://portal.invalid');
  const after = new URL(to, 'http://portal.invalid');
  if (before.pathname !== after.pathname) return true;
  return before.search !== after.search && change !== 'replace';
}

const here = () => location.pathname + location.search;

export function installNavigationEffects(): void {
  const style = document.createElement('style');
  style.textContent = PROGRESS_CSS;
  document.head.appendChild(style);
  NProgress.configure({
    showSpinner: false,
    // nprogress marks its bar role="bar", which is no ARIA role (axe
    // aria-roles); the bar is decoration, so it is hidden from assistive tech.
    template:
      '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '.bar',
  });

  // Where the last navigation ended, and whether one is under way (decided
  // when it starts, where single-spa says how the address changed).
  let last = here();
  let navigating = false;
  // How the address changed since the last reroute began: several history
  // calls may fold into one reroute, and any but a replaceState counts.
  // Installed before single-spa starts, so this hears each call at once.
  let change: AddressChange | undefined;
  window.addEventListener('popstate', (event) => {
    const next = changeOf(event);
    if (change === undefined || change === 'replace') change = next;
  });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<RoutingDetail | undefined>).detail;
    // No popstate heard: a reroute single-spa began itself.
    navigating = isNavigation(last, here(), change ?? 'push');
    change = undefined;
    if (!navigating) return;
    NProgress.start();
    // single-spa 6 fires no routing-event after a cancelled navigation (a
    // remote asking "leave the exam?"), so the bar stops when a later
    // listener's cancellation resolves to true. The detail object is the
    // one every listener sees, so wrapping it here catches their calls.
    const cancel = detail?.cancelNavigation;
    if (detail && cancel) {
      detail.cancelNavigation = (value = true) => {
        cancel(value);
        void Promise.resolve(value).then((cancelled) => {
          if (!cancelled) return;
          navigating = false;
          NProgress.done();
        });
      };
    }
  });
  window.addEventListener('single-spa:routing-event', () => {
    NProgress.done();
    last = here();
    if (!navigating) return;
    navigating = false;
    scrollToTop();
    const slot = document.getElementById(SLOT_CONTAINER_ID);
    if (slot) {
      slot.classList.remove('portal-fade-in');
      void slot.offsetWidth; // restart the animation
      slot.classList.add('portal-fade-in');
    }
  });
}
