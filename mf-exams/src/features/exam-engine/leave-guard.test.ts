import { afterEach, describe, expect, it, vi } from 'vitest';

import { installLeaveGuard, isSamePage } from './leave-guard';

function routingEvent(newUrl: string) {
  const cancels: Array<Promise<boolean> | boolean> = [];
  const event = new CustomEvent('single-spa:before-routing-event', {
    detail: {
      newUrl,
      cancelNavigation: (value: Promise<boolean> | boolean) =>
        cancels.push(value),
    },
  });
  window.dispatchEvent(event);
  return cancels;
}

let uninstall: () => void = () => {};
afterEach(() => uninstall());

describe('leave guard', () => {
  it('asks before another page and cancels when the learner stays', async () => {
    const confirmLeave = vi.fn(async () => false);
    uninstall = installLeaveGuard(confirmLeave);
    const cancels = routingEvent('http://localhost:3000/index');
    expect(confirmLeave).toHaveBeenCalledTimes(1);
    expect(cancels).toHaveLength(1);
    await expect(cancels[0]).resolves.toBe(true);
  });

  it('lets the navigation through when the learner leaves', async () => {
    uninstall = installLeaveGuard(async () => true);
    const cancels = routingEvent('http://localhost:3000/personalCenter');
    await expect(cancels[0]).resolves.toBe(false);
  });

  it('does not ask for the same page, nor once uninstalled', () => {
    const confirmLeave = vi.fn(async () => false);
    uninstall = installLeaveGuard(confirmLeave);
    expect(routingEvent(window.location.href)).toHaveLength(0);
    uninstall();
    expect(routingEvent('http://localhost:3000/index')).toHaveLength(0);
    expect(confirmLeave).not.toHaveBeenCalled();
  });

  it('asks the browser before unloading', () => {
    uninstall = installLeaveGuard(async () => true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('isSamePage compares path and query', () => {
    expect(isSamePage('http://a/x?p=1', 'http://a/x?p=1#h')).toBe(true);
    expect(isSamePage('http://a/x?p=1', 'http://a/x?p=2')).toBe(false);
    expect(isSamePage('http://a/x', 'http://a/y')).toBe(false);
  });
});
