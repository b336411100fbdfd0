import { appStore, displayPrefsAtom } from '@portal/shared/state';

/**
 * True when nothing should move by itself: the system asks for less motion,
 * or the learner has 长者模式 on (MIIT 适老化: no auto-playing carousel).
 */
export function prefersLessMotion(): boolean {
  if (appStore.get(displayPrefsAtom).care) return true;
  return (
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  );
}
