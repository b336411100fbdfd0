import { expect, type Page } from '@playwright/test';

/**
 * Measurements of the display modes (长者模式, 高对比度, text size) on the
 * page as drawn: every visible piece of text, every control, every pair of
 * text and background colours. They read computed styles, so they hold for
 * whatever app drew the element.
 */

/** Opens the 无障碍 dialog from the header (desktop or phone bar). */
export async function openDisplaySettings(page: Page) {
  await page.getByRole('button', { name: '无障碍', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '无障碍设置' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes the dialog with its own button. */
export async function closeDisplaySettings(page: Page) {
  const dialog = page.getByRole('dialog', { name: '无障碍设置' });
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();
}

/** What the device keeps: the attributes boot put on <html>. */
export function displayAttributes(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      care: root.hasAttribute('data-care'),
      contrast: root.hasAttribute('data-contrast'),
      textScale: root.getAttribute('data-text-scale'),
      cursor: root.getAttribute('data-cursor'),
    };
  });
}

/**
 * Records, before any script of the page runs, how <html> was marked when
 * the portal first drew something of its own (the header): a mode applied
 * before the first paint is already there then.
 */
export async function recordFirstDraw(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('#portal-root header')) return;
      seen.disconnect();
      const root = document.documentElement;
      const header = document.querySelector('#portal-root header');
      (window as unknown as { firstDraw: unknown }).firstDraw = {
        care: root.hasAttribute('data-care'),
        styled: Boolean(document.getElementById('portal-display-modes')),
        fontSize: header
          ? parseFloat(
              getComputedStyle(header.querySelector('a, button') ?? header)
                .fontSize,
            )
          : 0,
      };
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

export function firstDraw(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          firstDraw?: { care: boolean; styled: boolean; fontSize: number };
        }
      ).firstDraw ?? null,
  );
}

/** The page's visible text smaller than `min` px (headings apart, measured on their own). */
export function textBelow(page: Page, min: number): Promise<string[]> {
  return page.evaluate((min) => {
    const small: string[] = [];
    const walker = document.createTreeWalker(
      document.getElementById('portal-root') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    const measured = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || measured.has(element) || !node.textContent?.trim())
        continue;
      measured.add(element);
      // A video's fallback text is not drawn.
      if (element.closest('svg, video, audio, h1, h2, h3, h4, h5, h6'))
        continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is clipped to a pixel.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const size = parseFloat(style.fontSize);
      if (size < min - 0.5)
        small.push(
          `${element.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 16)}" ${size}px`,
        );
    }
    return small;
  }, min);
}

/** Font sizes of the visible headings by level. */
export function headingSizes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#portal-root :is(h1,h2,h3,h4,h5,h6)'))
      .filter((h) => h.getBoundingClientRect().height > 1)
      .map((h) => ({
        level: Number(h.tagName[1]),
        text: (h.textContent ?? '').trim().slice(0, 16),
        size: parseFloat(getComputedStyle(h).fontSize),
      })),
  );
}

/** Controls in the page smaller than `min` px either way (inline links in text excepted). */
export function targetsBelow(
  page: Page,
  min: number,
  scope = '#portal-root',
): Promise<string[]> {
  return page.evaluate(
    ({ min, scope }) => {
      const small: string[] = [];
      const root = document.querySelector(scope);
      if (!root) return [`${scope} is missing`];
      const controls = root.querySelectorAll(
        'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], label.ant-radio-wrapper, label.ant-checkbox-wrapper',
      );
      for (const control of Array.from(controls)) {
        // An input inside antd's frame (affix, picker, select) is tapped
        // anywhere in the frame.
        const el =
          control.closest(
            '.ant-input-affix-wrapper, .ant-picker, .ant-select, .ant-input-number',
          ) ?? control;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(control);
        // antd's native radio and checkbox inputs are invisible in their label.
        if (Number(style.opacity) === 0) continue;
        if (el.tagName === 'A' && style.display === 'inline') continue;
        if (box.width < min - 0.5 || box.height < min - 0.5)
          small.push(
            `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 16)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
      return small;
    },
    { min, scope },
  );
}

/**
 * Text whose contrast with what lies behind it is below WCAG AAA: 7:1, or
 * 4.5:1 for large text (24 px, or 18.66 px bold). Text over a picture and
 * disabled controls are left out (WCAG excepts them).
 */
export function lowContrastText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(value);
      if (!m?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    /** What lies behind the element, or null over a picture. */
    const backdrop = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let el: Element | null = element; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (
          style.backgroundImage !== 'none' &&
          !style.backgroundImage.startsWith('linear-gradient')
        )
          return null;
        const colour = parse(style.backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const low: string[] = [];
    const measured = new Set<Element>();
    const walker = document.createTreeWalker(
      document.getElementById('portal-root') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || measured.has(element) || !node.textContent?.trim())
        continue;
      measured.add(element);
      if (
        element.closest(
          'video, audio, [disabled], [aria-disabled="true"], .ant-pagination-disabled, .ant-btn-disabled',
        )
      )
        continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0)
        continue;
      const back = backdrop(element);
      const text = parse(style.color);
      if (!back || !text) continue;
      const front = over(text, back);
      const lighter = Math.max(luminance(front), luminance(back));
      const darker = Math.min(luminance(front), luminance(back));
      const ratio = (lighter + 0.05) / (darker + 0.05);
      const size = parseFloat(style.fontSize);
      const large =
        size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 4.5 : 7) - 0.01)
        low.push(
          `${element.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 16)}" ${ratio.toFixed(2)}:1 (${style.color} on rgb(${back.slice(0, 3).map(Math.round).join(',')}))`,
        );
    }
    return low;
  });
}
