import { expect, type Locator, type Page } from '@playwright/test';

/** The items of the open antd dropdown (antd keeps closed ones in the page). */
export function openOptions(page: Page): Locator {
  return page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
}

/** The antd Select around the combobox labelled `label`. */
export function selectLabelled(page: Page, label: string): Locator {
  return page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label }) });
}

/**
 * Picks `option` in the antd Select labelled `label` (a dictionary filter),
 * by click at a desk or by tap on a phone, and waits for the list to finish
 * closing: a list still fading out is measured by what follows (as wider
 * than a 320 px page once the viewport narrows).
 */
export async function pickOption(
  page: Page,
  label: string,
  option: string,
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  const item = openOptions(page).filter({ hasText: option }).first();
  if (how === 'tap') {
    await combobox.tap();
    await item.tap();
  } else {
    await combobox.click();
    await item.click();
  }
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  ).toHaveCount(0);
}
