/**
 * A block whose data failed to load says why and offers 重试, which loads
 * it again in place: the rest of the page stays, and nothing reloads.
 */
import { expect, test } from '@playwright/test';

import { clearFailures, injectFailure } from '../../support/dev-hooks';
import { TENANTS } from '../../support/env';
import { resetBackend, signInFromHeader } from '../../support/portal';
import { PHONE } from '../../support/small-screens';

const [main] = TENANTS;

test.beforeEach(async () => {
  await resetBackend();
  await clearFailures();
});

test.afterEach(async () => {
  await clearFailures();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a visitor taps 重试 on a home block that failed, and it loads', async ({
    page,
  }) => {
    await injectFailure('/api/portal/article/queryTop', 500);
    await page.goto(`${main.url}/index`);
    // The block's own failure, with its way to load again (the toast that
    // also reports it has no button).
    const retry = page.getByRole('button', { name: '重试' });
    const failure = page.getByRole('alert').filter({ has: retry });
    await expect(failure).toContainText('模拟故障', { timeout: 30_000 });
    await expect(retry).toHaveCount(1);
    // The other blocks are unaffected.
    await expect(
      page.getByRole('link', { name: '中国传统音乐赏析' }),
    ).toBeVisible();

    await retry.tap();
    await expect(failure).toHaveCount(0);
    // The notices are there now, each a link to its page.
    await expect(
      page.locator('a[href^="/informationDetail?id="]').first(),
    ).toBeVisible();
  });
});

test('a learner retries the topics of the learning centre after a failure', async ({
  page,
}) => {
  await page.goto(`${main.url}/index`);
  await signInFromHeader(page);
  await injectFailure('/api/subject/queryMySubject', 500);
  await page.goto(`${main.url}/personalCenter?acativeId=3`);
  const tab = page.getByRole('tabpanel', { name: '我的专题' });
  await expect(tab.getByRole('alert')).toContainText('模拟故障', {
    timeout: 30_000,
  });

  await tab.getByRole('button', { name: '重试' }).click();
  await expect(tab.getByRole('alert')).toHaveCount(0);
  await expect(tab.getByRole('listitem').first()).toBeVisible();
});
