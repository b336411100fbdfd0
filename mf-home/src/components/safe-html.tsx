import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the server, sanitised before it reaches the DOM: scripts,
 * event handlers and javascript: URLs are removed by DOMPurify; links open
 * in a new tab without access to this page. So that it reflows on a phone,
 * images shrink to the width and a table scrolls in a box of its own (the
 * styles are set here, after DOMPurify removed the server's).
 */
export function sanitizeHtml(html: string): string {
  // DOMPurify needs a DOM, and without one it would return the HTML as it
  // came: on the render tier a page with rich text is left to the browser.
  if (typeof document === 'undefined')
    throw new Error('富文本只在浏览器中净化');
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const media of template.content.querySelectorAll('img, video')) {
    media.setAttribute('style', 'max-width: 100%; height: auto');
  }
  for (const table of template.content.querySelectorAll('table')) {
    const scroller = document.createElement('div');
    scroller.setAttribute('style', 'max-width: 100%; overflow-x: auto');
    table.replaceWith(scroller);
    scroller.append(table);
  }
  return template.innerHTML;
}

export function SafeHtml({
  html,
  className,
}: {
  html: string;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The only place mf-home renders server HTML, and only after sanitising.
  return (
    <div
      className={className}
      // Long unbroken words and URLs wrap instead of widening the page.
      style={{ overflowWrap: 'break-word' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
