import type { PendingWindow } from '@portal/shared/contracts';

/**
 * Opens `url` in a new or named window, or in this tab when no window can be
 * opened: a popup blocker, or the Android/iOS app's webview, where
 * `window.open` returns null.
 *
 * `noopener` is not passed as a feature because with it `window.open`
 * always returns null; the opener is cut by hand instead, for the same
 * protection.
 */
export function openWindow(url: string, target = '_blank'): Window | null {
  const opened = window.open(url, target);
  if (!opened) {
    window.location.assign(url);
    return null;
  }
  if (target === '_blank') opened.opener = null;
  return opened;
}

/**
 * Opens a blank window now, inside the click, for an address a lookup will
 * give: browsers let a click open a window, but a `window.open` after an
 * answer that took seconds may be taken for a popup and blocked. Where no
 * window opens (a blocker, the app's webview) `go` takes this tab there.
 */
export function openPendingWindow(): Required<PendingWindow> {
  const opened = window.open('', '_blank');
  // The blank page is the portal's origin until `go`; cut the opener as
  // openWindow does, keeping this side's handle to navigate it.
  if (opened) opened.opener = null;
  return {
    go(url) {
      if (opened && !opened.closed) opened.location.href = url;
      else window.location.assign(url);
    },
    close() {
      if (opened && !opened.closed) opened.close();
    },
    post(url, fields) {
      // The blank window is still the portal's origin: its own document
      // can hold the form, so the POST leaves from there.
      if (opened && !opened.closed) submitPost(opened.document, url, fields);
      else submitPost(document, url, fields);
    },
  };
}

/**
 * Navigates the browsing context of `doc` to `url` by a POST of `fields`
 * as hidden form fields: values that must not appear in an address (an
 * access token) reach the next site in the request body.
 */
export function submitPost(
  doc: Document,
  url: string,
  fields: Record<string, string>,
): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  (doc.body ?? doc.documentElement).appendChild(form);
  form.submit();
  form.remove();
}
