import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installDialogTabCycle } from './dialog-tab-cycle';

/** jsdom lays nothing out: an element is shown unless it or an ancestor has `hidden`. */
function stubLayout() {
  return vi
    .spyOn(Element.prototype, 'getClientRects')
    .mockImplementation(function (this: Element) {
      const list = this.closest('[hidden]') ? [] : [new DOMRect()];
      return list as unknown as DOMRectList;
    });
}

function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    cancelable: true,
  });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

const id = (name: string) => document.getElementById(name);

describe('Tab inside a modal dialog', () => {
  let remove: () => void;
  beforeEach(() => {
    stubLayout();
    document.body.innerHTML = `
      <a id="page-link" href="/index">首页</a>
      <div role="dialog" aria-modal="true" id="old" hidden><button>旧</button></div>
      <div role="dialog" aria-modal="true" tabindex="-1">
        <button id="close">关闭</button>
        <input id="phone" />
        <button id="disabled" disabled>发送</button>
        <button id="ok">确定</button>
      </div>`;
    remove = installDialogTabCycle();
  });
  afterEach(() => {
    remove();
    vi.restoreAllMocks();
  });

  it('goes from the last control back to the first, and Shift+Tab the other way', () => {
    id('ok')?.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(id('close'));
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(id('ok'));
  });

  it('leaves Tab between the controls to the browser', () => {
    id('close')?.focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(id('close'));
  });

  it('brings a focus that is outside back into the dialog', () => {
    id('page-link')?.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(id('close'));
  });

  it('does nothing without an open modal dialog', () => {
    document.querySelector('[tabindex="-1"]')?.setAttribute('hidden', '');
    id('page-link')?.focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(id('page-link'));
  });
});
