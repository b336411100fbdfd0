import { appStore, projectConfigAtom } from '@portal/shared/state';

import { sameOriginAddress } from './safe-address';

/**
 * The SSO login address asking to come back to returnTo, or null before the
 * shell has loaded the project configuration. Shared so a remote (an open
 * page whose visitor asks to study) sends people to the same place the
 * shell's guard does. A returnTo off the portal's origin is replaced by
 * the portal's home: the SSO page only ever sends people back here.
 */
export function loginAddress(returnTo = location.href): string | null {
  const loginUrl = appStore.get(projectConfigAtom)?.loginUrl;
  if (!loginUrl) return null;
  const url = new URL(loginUrl, location.href);
  url.searchParams.set(
    'redirect',
    sameOriginAddress(returnTo, location.origin) ?? `${location.origin}/index`,
  );
  return url.href;
}

/** Sends the visitor to the SSO page, asking it to come back to returnTo. */
export function redirectToLogin(returnTo = location.href): void {
  const address = loginAddress(returnTo);
  if (address) location.assign(address);
}
