/**
 * What every navigation does besides mounting: a progress bar while it runs
 * (nprogress), then the page scrolls back to the top (seed-spec 2.3, smooth,
 * 16 ms steps) and the new view fades in.
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

  let lastPath = location.pathname;
  window.addEventListener('single-spa:before-routing-event', (event) => {
    if (location.pathname === lastPath) return;
    NProgress.start();
    // single-spa 6 fires no routing-event after a cancelled navigation (a
    // remote asking "leave the exam?"), so the bar stops when a later
    // listener's cancellation resolves to true. The detail object is the
    // one every listener sees, so wrapping it here catches their calls.
    const detail = (event as CustomEvent<RoutingDetail | undefined>).detail;
    const cancel = detail?.cancelNavigation;
    if (detail && cancel) {
      detail.cancelNavigation = (value = true) => {
        cancel(value);
        void Promise.resolve(value).then((cancelled) => {
          if (cancelled) NProgress.done();
        });
      };
    }
  });
  window.addEventListener('single-spa:routing-event', () => {
    NProgress.done();
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    scrollToTop();
    const slot = document.getElementById(SLOT_CONTAINER_ID);
    if (slot) {
      slot.classList.remove('portal-fade-in');
      void slot.offsetWidth; // restart the animation
      slot.classList.add('portal-fade-in');
    }
  });
}
