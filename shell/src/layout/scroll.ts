import { prefersLessMotion } from '@portal/shared/ui';

const FRAME_MS = 16;

let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Scrolls to the top in steps of `step` px every 16 ms (seed-spec 9: the
 * back-to-top control uses 38 px); without a step it eases out over a few
 * frames, as the scroll reset after navigation does.
 */
export function scrollToTop(step?: number): void {
  clearInterval(timer);
  if (prefersLessMotion()) {
    window.scrollTo(0, 0);
    return;
  }
  timer = setInterval(() => {
    const current =
      document.documentElement.scrollTop || document.body.scrollTop;
    if (current <= 0) {
      clearInterval(timer);
      return;
    }
    const next = step ? current - step : Math.floor(current * 0.6);
    window.scrollTo(0, Math.max(0, next));
  }, FRAME_MS);
}
