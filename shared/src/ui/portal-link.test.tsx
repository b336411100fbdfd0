import { cleanup, fireEvent, render, screen } from '@testing-library/react';

import { PortalLink } from './portal-link';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('PortalLink', () => {
  it('navigates within the portal without a reload', () => {
    render(<PortalLink href="/informationDetail?id=7">公告</PortalLink>);
    const link = screen.getByRole('link', { name: '公告' });
    expect(link.getAttribute('href')).toBe('/informationDetail?id=7');
    fireEvent.click(link);
    expect(window.location.pathname + window.location.search).toBe(
      '/informationDetail?id=7',
    );
  });

  it('renders a javascript:, data: or vbscript: href from the server as text', () => {
    for (const href of [
      "javascript:alert('x')",
      "java\tscript:alert('x')",
      'data:text/html,<script>alert(1)</script>',
      "vbscript:msgbox('x')",
    ]) {
      const { container, unmount } = render(
        <PortalLink href={href}>标题</PortalLink>,
      );
      const anchor = container.querySelector('a');
      expect(anchor?.hasAttribute('href'), href).toBe(false);
      // Clicking it does nothing (no navigation, no error).
      if (anchor) fireEvent.click(anchor);
      expect(window.location.pathname).toBe('/');
      unmount();
    }
  });

  it('leaves links to other origins to the browser', () => {
    render(<PortalLink href="https://example.com/x">外部</PortalLink>);
    const link = screen.getByRole('link', { name: '外部' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    // Not taken over by pushState (jsdom would refuse another origin).
    expect(event.defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe('/');
  });
});
