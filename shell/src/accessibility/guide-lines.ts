/**
 * 十字光标: two thin lines across the whole window that cross at the
 * pointer, so a learner with weak sight finds it and follows a row or a
 * column. They follow the learner's choice (displayPrefsAtom's cursor)
 * once installed, and are drawn only after the pointer first moves, at
 * desktop width and for a mouse or a pen: a finger needs no guide.
 */
import { appStore, displayPrefsAtom } from '@portal/shared/state';
import { COMPACT_BELOW } from '@portal/shared/ui';

/** Dark with a white edge: seen on a light and on a dark background. */
const LINE_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  left: '0',
  top: '0',
  background: '#000',
  boxShadow: '0 0 0 1px #fff',
  willChange: 'transform',
};

function box(style: Partial<CSSStyleDeclaration>): HTMLDivElement {
  const element = document.createElement('div');
  Object.assign(element.style, style);
  return element;
}

let unsubscribe: (() => void) | null = null;
let listening = false;
let lines: {
  root: HTMLDivElement;
  across: HTMLDivElement;
  down: HTMLDivElement;
} | null = null;
let frame = 0;
let pointer = { x: 0, y: 0 };

function drawLines(): void {
  frame = 0;
  if (!lines) {
    const root = box({
      position: 'fixed',
      top: '0',
      left: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '2147483000',
      overflow: 'hidden',
    });
    root.setAttribute('aria-hidden', 'true');
    root.dataset.portalGuideLines = '';
    const across = box({ ...LINE_STYLE, width: '100%', height: '2px' });
    const down = box({ ...LINE_STYLE, width: '2px', height: '100%' });
    root.append(across, down);
    document.body.append(root);
    lines = { root, across, down };
  }
  lines.root.hidden = false;
  lines.across.style.transform = `translateY(${pointer.y - 1}px)`;
  lines.down.style.transform = `translateX(${pointer.x - 1}px)`;
}

function hideLines(): void {
  if (lines) lines.root.hidden = true;
}

function onPointerMove(event: PointerEvent): void {
  if (event.pointerType === 'touch' || window.innerWidth < COMPACT_BELOW) {
    hideLines();
    return;
  }
  pointer = { x: event.clientX, y: event.clientY };
  frame ||= window.requestAnimationFrame(drawLines);
}

function onPointerOut(event: PointerEvent): void {
  // The pointer left the window.
  if (!event.relatedTarget) hideLines();
}

function stopFollowing(): void {
  listening = false;
  document.removeEventListener('pointermove', onPointerMove);
  document.removeEventListener('pointerout', onPointerOut);
  window.removeEventListener('resize', hideLines);
  window.cancelAnimationFrame(frame);
  frame = 0;
  lines?.root.remove();
  lines = null;
}

function follow(): void {
  const on = appStore.get(displayPrefsAtom).cursor === 'cross';
  if (on === listening) return;
  if (!on) {
    stopFollowing();
    return;
  }
  listening = true;
  document.addEventListener('pointermove', onPointerMove, { passive: true });
  document.addEventListener('pointerout', onPointerOut);
  window.addEventListener('resize', hideLines);
}

/**
 * Makes the guide lines follow the learner's choice from now on. Safe to
 * call more than once.
 */
export function installGuideLines(): void {
  if (unsubscribe) return;
  unsubscribe = appStore.sub(displayPrefsAtom, follow);
  follow();
}

/** Takes them off the page and stops following the choice (tests). */
export function uninstallGuideLines(): void {
  unsubscribe?.();
  unsubscribe = null;
  stopFollowing();
}
