import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { TENANTS } from '../../support/env';
import { resetBackend } from '../../support/portal';
import {
  expectReflowed,
  PHONE,
  SMALL_PHONE,
  smallTouchTargets,
} from '../../support/small-screens';

const [main] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
});

/** /startClient as a visitor finds it: the codes of the app version list and the desktop entry. */
async function expectStartClient(page: Page): Promise<void> {
  await page.goto(`${main.url}/startClient`);
  await expect(page).toHaveURL(`${main.url}/startClient`);
  const card = page.getByTestId('start-client');
  await expect(
    card.getByRole('heading', { level: 1, name: '客户端下载' }),
  ).toBeVisible();
  await expect(page.getByText('页面不存在')).toHaveCount(0);
  for (const label of ['Android 客户端', 'iOS 客户端']) {
    const code = card.getByRole('img', { name: `${label}下载二维码` });
    await expect(code).toBeVisible();
    // The picture itself arrived, not only its alt text.
    await expect
      .poll(() => code.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  const desktop = card.getByRole('region', { name: '电脑端' });
  await expect(desktop).toContainText(main.url);
  const entry = desktop.getByRole('link', { name: '进入电脑端' });
  await expect(entry).toHaveAttribute('href', '/public');
}

test('a visitor opens /startClient: the app QR codes and the desktop entry', async ({
  page,
}) => {
  await expectStartClient(page);
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="start-client"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await page
    .getByTestId('start-client')
    .getByRole('link', { name: '进入电脑端' })
    .click();
  await expect(page).toHaveURL(`${main.url}/public`);
  await expect(page.getByTestId('mf-home-page')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a visitor opens /startClient on a phone: the codes fit and the entry is a finger-sized link', async ({
    page,
  }) => {
    await expectStartClient(page);
    await expectReflowed(page);
    expect(await smallTouchTargets(page)).toEqual([]);
    const entry = await page
      .getByTestId('start-client')
      .getByRole('link', { name: '进入电脑端' })
      .boundingBox();
    expect(entry?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});

test.describe('at 320 px', () => {
  test.use(SMALL_PHONE);

  test('/startClient reflows to 320 px', async ({ page }) => {
    await expectStartClient(page);
    await expectReflowed(page);
  });
});
