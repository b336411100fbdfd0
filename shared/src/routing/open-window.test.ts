import { afterEach, describe, expect, it, vi } from 'vitest';

import { openPendingWindow, openWindow } from './open-window';

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

describe('openPendingWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  function child() {
    return {
      opener: window,
      closed: false,
      location: { href: '' },
      close: vi.fn(),
    };
  }

  it('opens a blank window at once and sends it to the address later', () => {
    const opened = child();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue(opened as unknown as Window);
    const pending = openPendingWindow();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    pending.go('https://academy.example/sso?ticket=1');
    expect(opened.location.href).toBe('https://academy.example/sso?ticket=1');
  });

  it('closes the window when the lookup fails', () => {
    const opened = child();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    openPendingWindow().close();
    expect(opened.close).toHaveBeenCalledTimes(1);
  });

  it('takes this tab to the address where no window opens', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    });
    const pending = openPendingWindow();
    pending.close();
    pending.go('https://academy.example/');
    expect(assign).toHaveBeenCalledWith('https://academy.example/');
  });

  /** The forms submitted, as [document, action, method, fields]. */
  function spyOnSubmit() {
    const submitted: [Document, string, string, Record<string, string>][] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push([
        this.ownerDocument,
        this.action,
        this.method,
        Object.fromEntries(
          [...this.elements].map((el) => {
            const input = el as HTMLInputElement;
            return [input.name, input.value];
          }),
        ),
      ]);
    });
    return submitted;
  }

  it('posts fields from the blank window, never in its address', () => {
    const doc = document.implementation.createHTMLDocument('');
    const opened = { ...child(), document: doc };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const submitted = spyOnSubmit();
    openPendingWindow().post('https://admin.example/entry', {
      accessToken: 'AT-1',
    });
    expect(submitted).toEqual([
      [doc, 'https://admin.example/entry', 'post', { accessToken: 'AT-1' }],
    ]);
    expect(opened.location.href).toBe('');
    expect(doc.querySelector('form')).toBeNull();
  });

  it('posts from this tab where no window opens', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const submitted = spyOnSubmit();
    openPendingWindow().post('https://admin.example/entry', {
      accessToken: 'AT-1',
    });
    expect(submitted).toEqual([
      [
        document,
        'https://admin.example/entry',
        'post',
        { accessToken: 'AT-1' },
      ],
    ]);
  });
});
