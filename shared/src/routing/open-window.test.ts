import { afterEach, describe, expect, it, vi } from 'vitest';

import { openWindow } from './open-window';

describe('openWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new window and cuts its opener', () => {
    const child = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(child);
    expect(openWindow('https://example.org/a')).toBe(child);
    expect(open).toHaveBeenCalledWith('https://example.org/a', '_blank');
    expect(child.opener).toBeNull();
  });

  it('keeps the opener of a named window, which the portal reuses', () => {
    const child = { opener: window } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(child);
    openWindow('/search?k=a', 'portal-search');
    expect(child.opener).toBe(window);
  });

  it('navigates this tab when no window can be opened (webview, popup blocker)', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    });
    expect(openWindow('/search?k=a', 'portal-search')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/search?k=a');
  });
});
