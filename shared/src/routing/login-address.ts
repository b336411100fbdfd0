import { appStore, projectConfigAtom } from '@portal/shared/state';

/**
 * The SSO login address asking to come back to returnTo, or null before the
 * shell has loaded the project configuration. Shared so a remote (an open
 * page whose visitor asks to study) sends people to the same place the
 * shell's guard does.
 */
export function loginAddress(returnTo = location.href): string | null {
  const loginUrl = appStore.get(projectConfigAtom)?.loginUrl;
  if (!loginUrl) return null;
  const url = new URL(loginUrl, location.href);
  url.searchParams.set('redirect', returnTo);
  return url.href;
}

/** Sends the visitor to the SSO page, asking it to come back to returnTo. */
export function redirectToLogin(returnTo = location.href): void {
  const address = loginAddress(returnTo);
  if (address) location.assign(address);
}
