/**
 * Keeps Tab and Shift+Tab cycling inside the topmost open modal dialog.
 *
 * antd 6's focus lock pulls the focus back only on `focusin`; Tab on a
 * dialog's last control first leaves the page for the browser's own UI (no
 * event reaches the page), so a keyboard user passes through the address bar
 * before coming back. One listener on the document covers every root's
 * dialogs (the shell's, the remotes', antd's confirm dialogs).
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function shown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

function focusables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && shown(element),
  );
}

function cycleTabInDialog(event: KeyboardEvent, doc: Document): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey) return;
  const dialog = [...doc.querySelectorAll('[role="dialog"][aria-modal="true"]')]
    .filter(shown)
    .at(-1);
  if (!dialog) return;
  const items = focusables(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = doc.activeElement;
  let next: HTMLElement | null = null;
  if (!active || !dialog.contains(active)) next = event.shiftKey ? last : first;
  else if (event.shiftKey && active === first) next = last;
  else if (!event.shiftKey && active === last) next = first;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Installs the listener; returns its removal. */
export function installDialogTabCycle(doc: Document = document): () => void {
  const listener = (event: KeyboardEvent) => cycleTabInDialog(event, doc);
  doc.addEventListener('keydown', listener);
  return () => doc.removeEventListener('keydown', listener);
}
