import NProgress from 'nprogress';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installNavigationEffects, isNavigation } from './navigation-effects';

function beforeRouting(cancel: (value?: boolean | Promise<boolean>) => void) {
  const detail = { cancelNavigation: cancel };
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', { detail }),
  );
  return detail;
}

describe('navigation progress bar', () => {
  afterEach(() => {
    NProgress.done();
    history.replaceState(null, '', '/');
  });

  installNavigationEffects();

  it('stops when a remote cancels the navigation', async () => {
    const original = vi.fn();
    history.pushState(null, '', '/index');
    const detail = beforeRouting(original);
    expect(NProgress.isStarted()).toBe(true);

    // A remote (the exam's leave guard) cancels after asking.
    detail.cancelNavigation(Promise.resolve(true));
    await Promise.resolve();
    await Promise.resolve();
    expect(original).toHaveBeenCalledTimes(1);
    expect(NProgress.isStarted()).toBe(false);
  });

  it('keeps running when the navigation goes ahead', async () => {
    history.pushState(null, '', '/commendIndex');
    const detail = beforeRouting(vi.fn());
    detail.cancelNavigation(Promise.resolve(false));
    await Promise.resolve();
    await Promise.resolve();
    expect(NProgress.isStarted()).toBe(true);
  });
});

describe('isNavigation', () => {
  it('a new path, whichever way it is reached', () => {
    expect(isNavigation('/home', '/index', 'replace')).toBe(true);
    expect(isNavigation('/home', '/index', 'push')).toBe(true);
  });

  it('a new query: pushed or reached by Back/Forward, not replaced', () => {
    const from = '/personalCenter?acativeId=1';
    const to = '/personalCenter?acativeId=8';
    expect(isNavigation(from, to, 'push')).toBe(true);
    expect(isNavigation(from, to, 'traverse')).toBe(true);
    expect(isNavigation(from, to, 'replace')).toBe(false);
  });

  it('the same address (a hash, or nothing) is none', () => {
    expect(isNavigation('/index?a=1', '/index?a=1', 'push')).toBe(false);
  });
});
