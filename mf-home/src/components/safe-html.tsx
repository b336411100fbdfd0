import { FirstScreenContext } from '@portal/shared/hooks';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useContext, useMemo } from 'react';

/** One DOMPurify per window: the page's, or the render tier's DOM. */
const purifiers = new WeakMap<object, Purifier>();

function purifierOf(doc: Document): Purifier {
  const view = doc.defaultView;
  if (!view) throw new Error('富文本净化需要一个 DOM');
  let purifier = purifiers.get(view);
  if (!purifier) {
    purifier = view === globalThis.window ? DOMPurify : DOMPurify(view);
    purifiers.set(view, purifier);
  }
  return purifier;
}

/**
 * Rich text from the server, sanitised before it reaches the DOM: scripts,
 * event handlers and javascript: URLs are removed by DOMPurify; links open
 * in a new tab without access to this page. So that it reflows on a phone,
 * images shrink to the width and a table scrolls in a box of its own (the
 * styles are set here, after DOMPurify removed the server's). `doc`: the
 * DOM to work in, the page's, or on the render tier the one it provides.
 */
export function sanitizeHtml(
  html: string,
  doc: Document | undefined = globalThis.document,
): string {
  // Without a DOM DOMPurify would return the HTML as it came.
  if (!doc) throw new Error('富文本净化需要一个 DOM');
  const clean = purifierOf(doc).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
  const template = doc.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const media of template.content.querySelectorAll('img, video')) {
    media.setAttribute('style', 'max-width: 100%; height: auto');
  }
  for (const table of template.content.querySelectorAll('table')) {
    const scroller = doc.createElement('div');
    scroller.setAttribute('style', 'max-width: 100%; overflow-x: auto');
    table.replaceWith(scroller);
    scroller.append(table);
  }
  return template.innerHTML;
}

/** sanitizeHtml in a view: on the render tier, in the DOM it provides. */
export function useSanitizedHtml(html: string): string {
  const server = useContext(FirstScreenContext);
  const doc = server ? server.document : globalThis.document;
  return useMemo(() => sanitizeHtml(html, doc), [html, doc]);
}

export function SafeHtml({
  html,
  className,
}: {
  html: string;
  className?: string;
}) {
  const clean = useSanitizedHtml(html);
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
