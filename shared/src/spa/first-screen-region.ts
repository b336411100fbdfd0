/**
 * How the render tier marks a region it rendered: the remote's slot
 * carries the remote and version whose server build drew it. The remote
 * hydrates that HTML only if it is the same build; any other (a canary's
 * other version, a build without a server part) renders over it.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export function regionMarker(app: string, version: string): string {
  return `${app}@${version}`;
}

/**
 * What React could not hydrate, logged where tests and operators see it,
 * with the components it was in (their frames name the script and place).
 */
export function reportHydrationError(
  error: unknown,
  info?: { componentStack?: string },
): void {
  const where = info?.componentStack?.trim();
  if (where) console.error('[hydration]', error, `\n在组件中：${where}`);
  else console.error('[hydration]', error);
}
