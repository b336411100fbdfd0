import { describe, expect, it } from 'vitest';

import { creditedHours } from './hours-rule';
import { TENANT_IDS } from '../../db-state';
import { buildSeed } from '../../seed';
import { buildYearHours } from '../profile';
import { DEMO_ACCOUNTS } from '../sign-in';
import {
  historySpans,
  isReservedCourse,
  seedToday,
} from './study-history.seed';
import { PINNED_NOW, PINNED_YEAR } from '../../platform/pinned-clock';

const seed = buildSeed({ now: PINNED_NOW });

describe('the seeded study history', () => {
  it('spreads every account’s credits over the 12 months before today', () => {
    const today = seedToday(PINNED_YEAR, PINNED_NOW);
    const spans = historySpans(today);
    const first = spans[0]?.from.getTime() ?? 0;
    for (const tenantId of TENANT_IDS) {
      for (const account of DEMO_ACCOUNTS) {
        const mine = seed.hoursCredits.filter(
          (c) => c.username === account.username && c.tenantId === tenantId,
        );
        expect(mine.length, account.username).toBeGreaterThan(3);
        const months = new Set(mine.map((c) => c.creditedAt.slice(0, 7)));
        expect(months.size, account.username).toBeGreaterThanOrEqual(4);
        for (const c of mine) {
          const at = Date.parse(`${c.creditedAt.replace(' ', 'T')}Z`);
          expect(at).toBeGreaterThanOrEqual(first - 86_400_000);
          expect(at).toBeLessThan(today.getTime());
          expect(Number(c.creditedAt.slice(0, 4))).toBe(c.year);
        }
      }
    }
  });

  it('never touches the courses tests study', () => {
    for (const rows of [
      seed.studyRecords,
      seed.hoursCredits,
      seed.courseCollects,
    ]) {
      expect(rows.some((r) => isReservedCourse(r.courseId))).toBe(false);
    }
    for (const id of ['13001', '13002', '13003', '13021', '13022', '23001']) {
      expect(isReservedCourse(id)).toBe(true);
    }
  });

  it('has a completed record for every credit and a few courses 学习中', () => {
    for (const c of seed.hoursCredits) {
      const record = seed.studyRecords.find(
        (r) =>
          r.courseId === c.courseId &&
          r.username === c.username &&
          r.tenantId === c.tenantId,
      );
      expect(record?.studyStatus).toBe('2');
      const course = seed.courses.find(
        (x) => x.id === c.courseId && x.tenantId === c.tenantId,
      );
      expect(c.hours).toBe(course?.creditHour);
      expect(c.isCompulsory).toBe(course?.isCompulsory);
    }
    const open = seed.studyRecords.filter(
      (r) =>
        r.username === 'learner' &&
        r.tenantId === '001.001' &&
        r.studyStatus === '1',
    );
    expect(open).toHaveLength(4);
  });

  it('keeps the yearly figures: seeded row plus credits = the account’s hours', () => {
    const original = buildYearHours(2026);
    for (const row of seed.yearHours) {
      const before = original.find(
        (r) =>
          r.username === row.username &&
          r.tenantId === row.tenantId &&
          r.year === row.year,
      );
      const credited = creditedHours(seed, row, row.year);
      expect(row.compulsoryHour).toBeGreaterThanOrEqual(0);
      expect(row.optionalHour).toBeGreaterThanOrEqual(0);
      expect(row.compulsoryHour + credited.compulsory).toBeCloseTo(
        before?.compulsoryHour ?? -1,
      );
      expect(row.optionalHour + credited.optional).toBeCloseTo(
        before?.optionalHour ?? -1,
      );
      expect(
        row.tbtpHourSum + credited.compulsory + credited.optional,
      ).toBeCloseTo(before?.tbtpHourSum ?? -1);
    }
  });

  it('gives each account letters (some unread), dispatch states, exams and evaluations', () => {
    const of = <T extends { username: string; tenantId: string }>(rows: T[]) =>
      rows.filter((r) => r.username === 'learner' && r.tenantId === '001.001');
    const letters = of(seed.letters);
    expect(letters.filter((l) => !l.read)).toHaveLength(3);
    expect(new Set(of(seed.dispatchApplications).map((d) => d.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'REJECTED']),
    );
    expect(of(seed.userExams).length).toBeGreaterThan(3);
    expect(of(seed.evaluations).length).toBeGreaterThan(1);
    expect(of(seed.classEnrolments).length).toBeGreaterThan(3);
    const ids = seed.letters.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
