import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the portal is held to by axe. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Moderate and minor findings are reported, not failed on. */
const minorFindings: string[] = [];

/** Prints the moderate and minor findings of the spec's run (test.afterAll). */
export function reportMinorFindings(): void {
  if (minorFindings.length > 0)
    console.log(`axe moderate/minor findings:\n${minorFindings.join('\n')}`);
  minorFindings.length = 0;
}

/** Waits until nothing is loading or moving, so the page is as it settles. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(
    0,
  );
  // A dialog zooming in or out, or the page fading in, has see-through text.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Waits until the page has settled, then runs axe on it. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .analyze();
  const serious = violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  for (const v of violations.filter((x) => !serious.includes(x)))
    minorFindings.push(`${where}: ${v.id} (${v.impact}) × ${v.nodes.length}`);
  const described = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(described, `serious axe violations on ${where}`).toEqual([]);
}
