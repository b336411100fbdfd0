import { openWindow } from '@portal/shared/routing';
import type { ProjectConfig } from '@portal/shared/types';

/**
 * The back-office address: the one the server just returned, else the
 * project's adminUrl, else its vpnLoginUrl.
 */
export function backOfficeUrl(
  project: ProjectConfig,
  fromServer?: string | null,
): string {
  return fromServer || project.adminUrl || project.vpnLoginUrl;
}

/**
 * Opens the back office in a new window without a link back to the portal;
 * where no window can open (the app's webview) this tab goes there.
 */
export function openBackOffice(url: string): void {
  openWindow(url);
}
