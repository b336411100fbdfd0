import { act, renderHook } from '@testing-library/react';

import {
  COUNTDOWN_KEY,
  secondsLeft,
  startCountdown,
  useSmsCountdown,
} from './countdown';

describe('countdown', () => {
  it('starts 60 seconds from now by default', () => {
    expect(startCountdown(1_000)).toBe(61_000);
    expect(startCountdown(1_000, 5)).toBe(6_000);
  });

  it('counts whole seconds left, rounding up, never below 0', () => {
    const deadline = startCountdown(0);
    expect(secondsLeft(deadline, 0)).toBe(60);
    expect(secondsLeft(deadline, 1)).toBe(60);
    expect(secondsLeft(deadline, 999)).toBe(60);
    expect(secondsLeft(deadline, 1_000)).toBe(59);
    expect(secondsLeft(deadline, 59_001)).toBe(1);
    expect(secondsLeft(deadline, 60_000)).toBe(0);
    expect(secondsLeft(deadline, 90_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(Number.NaN, 0)).toBe(0);
  });
});

describe('useSmsCountdown', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ now: 1_000_000 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down to 0 and keeps the deadline in sessionStorage', () => {
    const { result, unmount } = renderHook(() => useSmsCountdown());
    expect(result.current.secondsLeft).toBe(0);

    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(60);
    expect(sessionStorage.getItem(COUNTDOWN_KEY)).toBe(String(1_060_000));

    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(50);
    unmount();

    // A dialog opened again later picks the same deadline up.
    vi.setSystemTime(1_030_000);
    const again = renderHook(() => useSmsCountdown());
    expect(again.result.current.secondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(30_000));
    expect(again.result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
