import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Counts the window's live popstate listeners from the page's first script
 * on. A remote's data router listens to popstate from its creation until
 * dispose(), so a router left behind by an unmounted remote shows here as
 * one listener more after each visit. single-spa keeps popstate listeners
 * to itself (it patches addEventListener and calls them after rerouting),
 * so DevTools cannot list them; the count wraps whatever addEventListener
 * and removeEventListener the window holds, single-spa's patches included.
 */
export async function countPopstateListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const live = new Set<unknown>();
    (
      window as unknown as { __popstateListeners: () => number }
    ).__popstateListeners = () => live.size;
    for (const name of ['addEventListener', 'removeEventListener'] as const) {
      let current: EventTarget[typeof name];
      const wrap = (method: EventTarget[typeof name]) =>
        function (
          this: unknown,
          type: string,
          listener: unknown,
          ...rest: unknown[]
        ) {
          if (type === 'popstate' && listener) {
            if (name === 'addEventListener') live.add(listener);
            else live.delete(listener);
          }
          return (method as (...args: unknown[]) => void).call(
            this ?? window,
            type,
            listener,
            ...rest,
          );
        } as EventTarget[typeof name];
      current = wrap(window[name]);
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => current,
        set: (method: EventTarget[typeof name]) => {
          current = wrap(method);
        },
      });
    }
  });
}

async function popstateListeners(page: Page): Promise<number> {
  return page.evaluate(() =>
    (
      window as unknown as { __popstateListeners: () => number }
    ).__popstateListeners(),
  );
}

/** A portal path and what shows once its remote has mounted there. */
export interface Stop {
  path: string;
  shown: (page: Page) => Locator;
}

/**
 * Goes round `stops` (the first is where the page is) `rounds` times the
 * way the portal's links do (pushState: single-spa unmounts one remote and
 * mounts the next), and expects as many popstate listeners at each stop
 * on every round after the second as on the second: each mount's router was
 * disposed when its remote unmounted, one router per mount, so a router
 * left behind adds one a round. The first round is not the baseline: a
 * part of the shell loaded late (a lazy component reading the address) may
 * add its one listener while it runs. Call countPopstateListeners before
 * the page loads.
 */
export async function expectOneRouterPerMount(
  page: Page,
  stops: Stop[],
  rounds = 4,
): Promise<void> {
  const settled = new Map<string, number>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const stop of stops) {
      if (round > 1 || stop !== stops[0]) {
        await page.evaluate(
          (to) => window.history.pushState(null, '', to),
          stop.path,
        );
      }
      await expect(stop.shown(page)).toBeVisible();
      const count = await popstateListeners(page);
      if (round === 2) settled.set(stop.path, count);
      else if (round > 2)
        expect(
          count,
          `popstate listeners at ${stop.path}, round ${round} (a router per visit left behind?)`,
        ).toBe(settled.get(stop.path));
    }
  }
  // A remote with a router adds its listener: the count sees routers.
  expect(Math.min(...settled.values())).toBeGreaterThan(0);
}
