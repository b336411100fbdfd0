import { describe, expect, it } from 'vitest';

import {
  announcementFor,
  clockOffset,
  formatRemaining,
  remainingMs,
  spokenRemaining,
} from './timer';

describe('countdown', () => {
  it('follows the server deadline whatever the local clock says', () => {
    // The browser's clock is 5 minutes behind the server's.
    const offset = clockOffset(1_000_000 + 300_000, 1_000_000);
    const deadline = 1_300_000 + 60_000;
    expect(remainingMs(deadline, offset, 1_000_000)).toBe(60_000);
    expect(remainingMs(deadline, offset, 1_000_000 + 59_000)).toBe(1000);
    expect(remainingMs(deadline, offset, 1_000_000 + 61_000)).toBe(0);
  });

  it('formats minutes and seconds, rounding up', () => {
    expect(formatRemaining(60_000)).toBe('01:00');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(1)).toBe('00:01');
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(3_600_000 + 5000)).toBe('1:00:05');
    expect(spokenRemaining(125_000)).toBe('剩余2分5秒');
    expect(spokenRemaining(600_000)).toBe('剩余10分钟');
    expect(spokenRemaining(9000)).toBe('剩余9秒');
  });

  it('announces only at 10 minutes, 1 minute and zero', () => {
    expect(announcementFor(null, 500_000)).toBeNull();
    expect(announcementFor(601_000, 600_000)).toBe('答题剩余10分钟');
    expect(announcementFor(600_000, 599_000)).toBeNull();
    expect(announcementFor(61_000, 59_000)).toBe('答题剩余1分钟');
    expect(announcementFor(30_000, 29_000)).toBeNull();
    expect(announcementFor(1000, 0)).toBe('答题时间到，正在自动交卷');
    expect(announcementFor(0, 0)).toBeNull();
    // Every second from 15 minutes down: exactly three announcements.
    const said: string[] = [];
    let previous: number | null = 15 * 60_000;
    for (let left = 15 * 60_000 - 1000; left >= 0; left -= 1000) {
      const text = announcementFor(previous, left);
      if (text) said.push(text);
      previous = left;
    }
    expect(said).toEqual([
      '答题剩余10分钟',
      '答题剩余1分钟',
      '答题时间到，正在自动交卷',
    ]);
  });
});
