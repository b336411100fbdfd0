import {
  formatDate,
  formatHours,
  isExternalLink,
  isValidNumber,
  weekdayName,
} from '.';

// Local time on purpose: the portal shows dates in the browser's zone.
const date = new Date(2024, 0, 2, 3, 4, 5);
const ms = date.getTime();
const seconds = Math.floor(ms / 1000);

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD HH:mm:ss, zero padded', () => {
    expect(formatDate(date)).toBe('2024-01-02 03:04:05');
  });

  it('reads milliseconds and 10-digit seconds', () => {
    expect(formatDate(ms)).toBe('2024-01-02 03:04:05');
    expect(formatDate(seconds)).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(seconds))).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(ms))).toBe('2024-01-02 03:04:05');
  });

  it('reads date strings and takes a pattern', () => {
    expect(formatDate('2024-01-02 03:04:05', 'YYYY/MM/DD')).toBe('2024/01/02');
    expect(formatDate('2024-1-2', 'YYYY-MM-DD HH:mm')).toBe('2024-01-02 00:00');
  });

  it('gives "" for empty or invalid input', () => {
    for (const value of [null, undefined, '', '  ', 'not a date', NaN]) {
      expect(formatDate(value)).toBe('');
    }
  });
});

describe('weekdayName', () => {
  it('names the weekday in Chinese', () => {
    expect(weekdayName(new Date(2024, 0, 7))).toBe('星期日');
    expect(weekdayName(new Date(2024, 0, 8))).toBe('星期一');
    expect(weekdayName(date)).toBe('星期二');
    expect(weekdayName('2024-01-13')).toBe('星期六');
    expect(weekdayName(seconds)).toBe('星期二');
    expect(weekdayName('')).toBe('');
  });
});

describe('isExternalLink', () => {
  it('is true for http, https, mailto and tel', () => {
    for (const link of [
      'http://a.cn',
      'https://a.cn/x',
      'mailto:a@b.cn',
      'tel:010-1234567',
      'HTTPS://A.CN',
    ]) {
      expect(isExternalLink(link)).toBe(true);
    }
  });

  it('is false for portal paths', () => {
    for (const link of [
      '/index',
      'index',
      'javascript:void(0)',
      '',
      'ftp://x',
    ]) {
      expect(isExternalLink(link)).toBe(false);
    }
    expect(isExternalLink(undefined)).toBe(false);
  });
});

describe('isValidNumber', () => {
  it('accepts numbers from 0 to 20', () => {
    for (const value of ['0', '20', '7', '19.5', '0.25', 0, 20, 3.5]) {
      expect(isValidNumber(value)).toBe(true);
    }
  });

  it('rejects numbers out of range and non-numeric input', () => {
    for (const value of [
      '21',
      '20.01',
      '-1',
      -1,
      21,
      'abc',
      '',
      '1e1',
      '5.',
      '.5',
      '1 2',
      NaN,
      Infinity,
      null,
      undefined,
    ]) {
      expect(isValidNumber(value)).toBe(false);
    }
  });
});

describe('formatHours', () => {
  it('shows quarters exactly and drops float noise', () => {
    expect(formatHours(38.75)).toBe('38.75');
    expect(formatHours(38.5)).toBe('38.5');
    expect(formatHours(38)).toBe('38');
    expect(formatHours(0.1 + 0.2)).toBe('0.3');
    expect(formatHours(Number.NaN)).toBe('0');
  });
});
