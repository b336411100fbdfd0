import { expect, type Page } from '@playwright/test';

import { MOCK_URL, PASSWORD } from './env';

/** The phone profile of the small-screen suite: a 390×844 touch phone. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/** The narrowest width a page must reflow to (WCAG 2.1 1.4.10: 320 CSS px). */
export const SMALL_PHONE = {
  viewport: { width: 320, height: 640 },
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * A session token from the mock SSO, as the login page would hand it back;
 * the small-screen suite signs in this way so that every page test does not
 * pay for the SSO pages (their own tests drive those).
 */
export async function ssoToken(
  username = 'learner',
  password = PASSWORD,
): Promise<string> {
  const response = await fetch(`${MOCK_URL}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username,
      password,
      redirect: 'http://localhost/index',
    }).toString(),
  });
  const token = new URL(
    response.headers.get('location') ?? 'http://x/',
  ).searchParams.get('token');
  if (!token) throw new Error(`SSO sign-in failed (${response.status})`);
  return token;
}

/** Gives every page of `page` the session the guard keeps after the SSO round trip. */
export async function useSession(
  page: Page,
  username = 'learner',
  deviceType?: 'android' | 'ios',
): Promise<void> {
  const token = await ssoToken(username);
  await page.addInitScript(
    ({ token, deviceType }) => {
      sessionStorage.setItem('token', token);
      if (deviceType) sessionStorage.setItem('deviceType', deviceType);
    },
    { token, deviceType },
  );
}

/** What sticks out of the viewport to the right, for a readable failure. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth > width) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) continue;
        // Report the outermost offender only, not each of its children.
        const parent = el.parentElement?.getBoundingClientRect();
        if (parent && parent.right > width + 1) continue;
        const cls =
          typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        culprits.push(
          `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} right=${Math.round(box.right)}`,
        );
        if (culprits.length >= 5) break;
      }
    }
    return { scrollWidth: root.scrollWidth, width, culprits };
  });
}

/** The page does not scroll sideways (WCAG 2.1 1.4.10 Reflow). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow.scrollWidth,
    `page is ${overflow.scrollWidth}px wide in a ${overflow.width}px viewport: ${overflow.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/**
 * Nothing fixed to the viewport lies over the page's content at rest. A
 * control marked `data-corner-control` (back to top) may, if it stays
 * small (at most 48×48).
 */
export async function expectNothingFixedOverContent(page: Page): Promise<void> {
  const covering = await page.evaluate(() => {
    const main = document.getElementById('portal-main');
    if (!main) return ['#portal-main is missing'];
    const content = main.getBoundingClientRect();
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (getComputedStyle(el).position !== 'fixed') continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        style.display === 'none' ||
        Number(style.opacity) === 0
      )
        continue;
      if (
        el.hasAttribute('data-corner-control') &&
        box.width <= 48 &&
        box.height <= 48
      )
        continue;
      const overlaps =
        box.left < content.right &&
        box.right > content.left &&
        box.top < Math.min(content.bottom, window.innerHeight) &&
        box.bottom > Math.max(content.top, 0);
      if (overlaps)
        found.push(
          `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.className}] ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.left)},${Math.round(box.top)}`,
        );
    }
    return found;
  });
  expect(covering, 'fixed layers over the content at rest').toEqual([]);
}

/** Both small-screen rules of a page at rest. */
export async function expectReflowed(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  await expectNothingFixedOverContent(page);
}

/** Controls under `scope` that are smaller than 24×24 CSS px (WCAG 2.2 2.5.8). */
export async function smallTouchTargets(
  page: Page,
  scope = '#portal-main',
): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope);
    if (!root) return [`${scope} is missing`];
    const small: string[] = [];
    const controls = root.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=radio], [role=checkbox], [role=tab], label.ant-radio-wrapper, label.ant-checkbox-wrapper',
    );
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Inline links in running text are excepted by 2.5.8.
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline')
        continue;
      if (box.width < 24 || box.height < 24)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  }, scope);
}
