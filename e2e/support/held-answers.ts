import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` (a page.route pattern) until the returned
 * function is called, then lets them through to the real server: a slow
 * answer, to see what the page does before it comes.
 */
export async function holdAnswers(
  page: Page,
  url: string,
): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
