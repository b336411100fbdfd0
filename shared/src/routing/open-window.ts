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
