import type { Page } from '@playwright/test';

/** A layout shift the browser reported, and what moved. */
export interface RecordedShift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page from its first paint on. */
export function recordShifts() {
  const shifts: RecordedShift[] = [];
  Object.defineProperty(window, '__layoutShifts', { value: shifts });
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '（已移除）';
    const id = node.getAttribute('data-testid');
    const cls =
      typeof node.className === 'string'
        ? node.className.split(' ').slice(0, 2).join('.')
        : '';
    return `${node.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, ` +
            `x ${Math.round(source.previousRect.x)} → ${Math.round(source.currentRect.x)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts recordShifts (an init script of the page) has seen so far. */
export function recordedShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts,
  );
}
