import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { LEARNER_PAGES, type LearnerPage } from '../../support/learner-pages';
import { recordedShifts, recordShifts } from '../../support/layout-shifts';
import { PHONE, useSession } from '../../support/small-screens';

const [main] = TENANTS;

/**
 * How far a page may move under the reader while it loads: the sum of the
 * browser's layout-shift entries (not caused by input), at most 0.05, half
 * of what Core Web Vitals calls good. The entries come from the browser's
 * own PerformanceObserver and depend on layout, not on speed, so this is a
 * test; Lighthouse's CLS is in the bench.
 */
const MAX_SHIFT = 0.05;

async function expectSteadyLoads(page: Page): Promise<void> {
  await page.addInitScript(recordShifts);
  for (const target of LEARNER_PAGES.filter((p) => !p.signedIn)) {
    await expectSteady(page, target);
  }
  await useSession(page);
  for (const target of LEARNER_PAGES.filter((p) => p.signedIn)) {
    await expectSteady(page, target);
  }
}

async function expectSteady(page: Page, target: LearnerPage): Promise<void> {
  await page.goto(`${main.url}${target.path}`);
  await expect(target.drawn(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Pictures decoded and fonts in: what could still move the page has.
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold never load, so never decode.
    const shown = Array.from(document.images).filter(
      (image) => image.loading !== 'lazy',
    );
    await Promise.all(
      shown.map((image) => image.decode().catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const shifts = await recordedShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect
    .soft(
      total,
      `${target.path} 移动了 ${total.toFixed(3)}：\n${shifts
        .map((s) => `  ${s.value.toFixed(4)} ${s.sources.join('；')}`)
        .join('\n')}`,
    )
    .toBeLessThanOrEqual(MAX_SHIFT);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the pages learners open first hold still while they load', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await expectSteadyLoads(page);
  });
});

test('on a desk the same pages hold still while they load', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectSteadyLoads(page);
});
