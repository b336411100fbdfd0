import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the server, sanitised before it reaches the DOM: scripts,
 * event handlers and javascript: URLs are removed by DOMPurify; links open
 * in a new tab without access to this page.
 */
export function sanitizeHtml(html: string): string {
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
    <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
