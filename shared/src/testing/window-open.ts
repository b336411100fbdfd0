/**
 * `window.open` and this tab's navigation, stood in for in unit tests:
 * jsdom opens no window and navigates nowhere.
 */
import { vi } from 'vitest';

/** A window `window.open` returned, as far as the entry uses one. */
export interface TestWindow {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close(): void;
}

/**
 * Every `window.open` returns a new window that records where it was sent
 * and whether it was closed; with `blocked` it returns null, as a popup
 * blocker or the app's webview does. Undone by vi.restoreAllMocks().
 */
export function stubWindowOpen({ blocked = false } = {}) {
  const opened: TestWindow[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    if (blocked) return null;
    const child: TestWindow = {
      opener: window,
      closed: false,
      location: { href: '' },
      close() {
        child.closed = true;
      },
    };
    opened.push(child);
    // The entry touches only these members of the Window it gets back.
    return child as unknown as Window;
  });
  return { open, opened };
}

/** Records where this tab is sent. Undone by vi.restoreAllMocks(). */
export function stubLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
  });
  return assign;
}
