import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { PHONE } from '../../support/small-screens';

const [main] = TENANTS;

const carousel = (page: Page) => page.getByRole('region', { name: '轮播图' });
const pagerButtons = (page: Page) =>
  carousel(page).getByRole('group', { name: '切换轮播图' }).getByRole('button');

/** The banner shown now: the one whose pager button is current. */
async function currentBanner(page: Page): Promise<string> {
  const current = carousel(page).locator('button[aria-current="true"]');
  await expect(current).toHaveCount(1);
  const label = (await current.getAttribute('aria-label')) ?? '';
  return label.replace(/^第 \d+ 张：/, '');
}

test('the banner slides on by itself, stops while the pointer is on it, and the pager picks one', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${main.url}/index`);
  await expect(pagerButtons(page)).toHaveCount(3);
  const titles = await pagerButtons(page).evaluateAll((buttons) =>
    buttons.map((b) =>
      b.getAttribute('aria-label')?.replace(/^第 \d+ 张：/, ''),
    ),
  );
  const slide = (title: string | undefined) =>
    carousel(page).getByRole('link', { name: title, exact: true });
  await expect(slide(titles[0])).toBeInViewport({ ratio: 0.9 });
  await expect(slide(titles[1])).not.toBeInViewport();

  await page.clock.runFor(5000);
  await expect(slide(titles[1])).toBeInViewport({ ratio: 0.9 });
  await expect.poll(() => currentBanner(page)).toBe(titles[1]);

  // A mouse on the banner holds it: reading or clicking is not hurried.
  await slide(titles[1]).hover();
  await page.clock.runFor(12_000);
  await expect(slide(titles[1])).toBeInViewport({ ratio: 0.9 });

  await pagerButtons(page).nth(2).click();
  await expect(slide(titles[2])).toBeInViewport({ ratio: 0.9 });
  await expect.poll(() => currentBanner(page)).toBe(titles[2]);
  // Each pager button is a target of at least 24 px.
  const box = await pagerButtons(page).first().boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  expect(box?.width).toBeGreaterThanOrEqual(24);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a swipe moves to the next banner, and the pager below follows', async ({
    page,
  }) => {
    await page.goto(`${main.url}/index`);
    await expect(pagerButtons(page)).toHaveCount(3);
    const first = await currentBanner(page);
    const region = await carousel(page).boundingBox();
    expect(region).not.toBeNull();
    if (!region) return;
    // The pager sits below the picture, not over it.
    const image = await carousel(page).getByRole('img').first().boundingBox();
    const pager = await carousel(page)
      .getByRole('group', { name: '切换轮播图' })
      .boundingBox();
    expect(pager?.y ?? 0).toBeGreaterThanOrEqual(
      (image?.y ?? 0) + (image?.height ?? 0) - 1,
    );
    // A finger drags the picture to the left, as on a touch screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(region.x + region.width * 0.8),
      y: Math.round(region.y + 40),
      xDistance: -Math.round(region.width * 0.6),
      yDistance: 0,
      gestureSourceType: 'touch',
      speed: 1200,
    });
    await expect.poll(() => currentBanner(page)).not.toBe(first);
    await pagerButtons(page).first().tap();
    await expect.poll(() => currentBanner(page)).toBe(first);
  });
});
