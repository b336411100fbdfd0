import type { YearHours } from '@portal/shared/contracts';
import { describe, expect, it } from 'vitest';

import {
  dailyPace,
  daysLeftInYear,
  hoursFigures,
  hoursPlan,
  percentDone,
  planText,
  remainingHours,
} from './hours-plan';

const hours: YearHours = {
  tbtpHourSum: 38.5,
  ANALYSIS_HOURS_NUM: 50,
  compulsoryHour: 24.5,
  compulsoryCourseHour: 30,
  optionalHour: 14,
  optionalCourseHour: 20,
};

describe('hoursFigures', () => {
  it('shows total and compulsory hours without split hours', () => {
    expect(hoursFigures(hours, false)).toEqual([
      { key: 'total', label: '总学时', done: 38.5, required: 50 },
      { key: 'compulsory', label: '必修学时', done: 24.5, required: 30 },
    ]);
  });

  it('shows compulsory and optional hours with split hours (001.001.065)', () => {
    expect(hoursFigures(hours, true)).toEqual([
      { key: 'compulsory', label: '必修学时', done: 24.5, required: 30 },
      { key: 'optional', label: '选修学时', done: 14, required: 20 },
    ]);
  });
});

describe('remaining hours and percent', () => {
  it('never goes below zero and keeps 0.25 steps exact', () => {
    expect(remainingHours(38.5, 50)).toBe(11.5);
    expect(remainingHours(0.1 + 0.2, 1)).toBe(0.7);
    expect(remainingHours(29.75, 30)).toBe(0.25);
    expect(remainingHours(52, 50)).toBe(0);
  });

  it('caps the percentage at 100 and handles no requirement', () => {
    expect(percentDone(38.5, 50)).toBe(77);
    expect(percentDone(49.99, 50)).toBe(99);
    expect(percentDone(60, 50)).toBe(100);
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(3, 0)).toBe(100);
  });
});

describe('days left and pace', () => {
  it('counts today and 31 December', () => {
    expect(daysLeftInYear(new Date(2026, 11, 31, 23, 59))).toBe(1);
    expect(daysLeftInYear(new Date(2026, 11, 1))).toBe(31);
    expect(daysLeftInYear(new Date(2026, 0, 1, 0, 0))).toBe(365);
    // Leap year.
    expect(daysLeftInYear(new Date(2028, 0, 1))).toBe(366);
    expect(daysLeftInYear(new Date(2028, 1, 29))).toBe(307);
  });

  it('rounds the pace up so that following it is enough', () => {
    expect(dailyPace(11.5, 41)).toBe(0.29);
    expect(dailyPace(11.5, 41) * 41).toBeGreaterThanOrEqual(11.5);
    expect(dailyPace(10, 40)).toBe(0.25);
    expect(dailyPace(3, 1)).toBe(3);
    expect(dailyPace(3, 0)).toBe(3);
    expect(dailyPace(0, 30)).toBe(0);
  });
});

describe('hoursPlan', () => {
  const nov21 = new Date(2026, 10, 21);

  it('counts the total gap, or the compulsory gap when it is larger', () => {
    const plan = hoursPlan(hours, false, nov21);
    expect(plan).toMatchObject({
      remaining: 11.5,
      daysLeft: 41,
      pace: 0.29,
      done: false,
    });
    expect(plan.remainingBy).toEqual([
      { label: '总学时', remaining: 11.5 },
      { label: '必修学时', remaining: 5.5 },
    ]);
    const optionalHeavy = {
      ...hours,
      tbtpHourSum: 48,
      compulsoryHour: 20,
      optionalHour: 28,
    };
    expect(hoursPlan(optionalHeavy, false, nov21).remaining).toBe(10);
  });

  it('adds the compulsory and optional gaps with split hours', () => {
    const plan = hoursPlan(hours, true, nov21);
    expect(plan.remaining).toBe(11.5);
    expect(plan.remainingBy).toEqual([
      { label: '必修学时', remaining: 5.5 },
      { label: '选修学时', remaining: 6 },
    ]);
    const extraOptional = { ...hours, optionalHour: 26 };
    // Extra optional hours do not make up for missing compulsory ones.
    expect(hoursPlan(extraOptional, true, nov21).remaining).toBe(5.5);
  });

  it('is done when nothing is left', () => {
    const full = {
      ...hours,
      tbtpHourSum: 50,
      compulsoryHour: 30,
      optionalHour: 20,
    };
    for (const splitHours of [false, true]) {
      expect(hoursPlan(full, splitHours, nov21)).toMatchObject({
        remaining: 0,
        pace: 0,
        done: true,
      });
    }
  });
});

describe('planText', () => {
  const nov21 = new Date(2026, 10, 21);

  it('says what is left and the pace, with and without split hours', () => {
    expect(planText(hoursPlan(hours, false, nov21), false)).toBe(
      '还差 11.5 学时（其中必修 5.5 学时），距年底还有 41 天，建议每天学习 0.29 学时。',
    );
    expect(planText(hoursPlan(hours, true, nov21), true)).toBe(
      '还差必修 5.5 学时、选修 6 学时，距年底还有 41 天，建议每天学习 0.29 学时。',
    );
    const onlyCompulsory = { ...hours, tbtpHourSum: 50, compulsoryHour: 27 };
    expect(planText(hoursPlan(onlyCompulsory, false, nov21), false)).toMatch(
      /^还差必修 3 学时，/,
    );
    const onlyTotal = { ...hours, compulsoryHour: 30 };
    expect(planText(hoursPlan(onlyTotal, false, nov21), false)).toMatch(
      /^还差 11.5 学时，/,
    );
  });

  it('congratulates when done', () => {
    const full = { ...hours, tbtpHourSum: 50, compulsoryHour: 30 };
    expect(planText(hoursPlan(full, false, nov21), false)).toBe(
      '已完成本年度学时要求，继续保持！',
    );
  });
});
