import { describe, expect, it } from 'vitest';

import {
  HOURS_RULE,
  completeCourse,
  creditHourFor,
  creditedHours,
  durationBucket,
  hoursStatusText,
  reportProgress,
  secondsToEnd,
  showDuration,
} from './hours-rule';
import { buildSeed } from '../../seed';
import type { CourseRecord } from '../course-catalogue';
import { PINNED_NOW } from '../../platform/pinned-clock';

const who = { username: 'learner', tenantId: '001.001' as const };

function fixture(overrides: Partial<CourseRecord> = {}) {
  const state = buildSeed({ now: PINNED_NOW });
  // Without the seeded study history: the tests count every credit.
  state.studyRecords = [];
  state.hoursCredits = [];
  const base = state.courses[0] as CourseRecord;
  const course: CourseRecord = {
    ...base,
    resourceType: 'VIDEO',
    videoSeconds: 100,
    courseDuration: 40,
    creditHour: 1,
    isCompulsory: false,
    ...overrides,
  };
  return { state, course };
}

describe('the hours rule', () => {
  it('credits 1, 0.5 or 0.25 学时 by nominal minutes', () => {
    expect(creditHourFor(45)).toBe(1);
    expect(creditHourFor(30)).toBe(1);
    expect(creditHourFor(29)).toBe(0.5);
    expect(creditHourFor(15)).toBe(0.5);
    expect(creditHourFor(14)).toBe(0.25);
    expect(creditHourFor(1)).toBe(0.25);
    expect(durationBucket(30)).toBe('long');
    expect(durationBucket(15)).toBe('medium');
    expect(durationBucket(14)).toBe('short');
    expect(showDuration(8)).toBe('08:00');
    expect(showDuration(45)).toBe('45:00');
  });

  it('lets end complete a VIDEO from 95 %, an ARTICLE at 100 %', () => {
    expect(secondsToEnd({ ...fixture().course, videoSeconds: 100 })).toBe(95);
    expect(secondsToEnd({ ...fixture().course, videoSeconds: 10 })).toBe(10);
    expect(
      secondsToEnd({
        ...fixture().course,
        resourceType: 'ARTICLE',
        videoSeconds: 20,
      }),
    ).toBe(20);
    expect(HOURS_RULE.videoEndRatio).toBe(0.95);
  });

  it('explains the status', () => {
    const { course } = fixture();
    expect(hoursStatusText(course, undefined, false, 0)).toBe(
      '登录后学习本课程可获得1学时',
    );
    expect(
      hoursStatusText(course, { studyTimes: 3, studyStatus: '1' }, true, 0),
    ).toBe('已观看 3 秒，还需观看至 95%（至少 95 秒）');
    expect(
      hoursStatusText(course, { studyTimes: 96, studyStatus: '1' }, true, 0),
    ).toBe('已观看 96 秒，已达到95%，结束学习后即可获得1学时');
  });
});

describe('reportProgress', () => {
  it('keeps the maximum, caps at videoSeconds and completes at 100 %', () => {
    const { state, course } = fixture();
    const t0 = Date.UTC(2026, 5, 1);
    expect(reportProgress(state, who, course, 20, t0).record.studyTimes).toBe(
      20,
    );
    expect(
      reportProgress(state, who, course, 10, t0 + 1000).record.studyTimes,
    ).toBe(20);
    const out = reportProgress(state, who, course, 95, t0 + 60_000);
    expect(out).toMatchObject({
      accepted: true,
      record: { studyTimes: 95, studyStatus: '1' },
    });
    // 95 % without end is not complete; end would be (secondsToEnd = 95).
    expect(state.hoursCredits).toEqual([]);
    const full = reportProgress(state, who, course, 140, t0 + 120_000);
    expect(full.record).toMatchObject({ studyTimes: 100, studyStatus: '2' });
    expect(creditedHours(state, who, 2026)).toEqual({
      compulsory: 0,
      optional: 1,
    });
  });

  it('refuses a jump beyond elapsed + 30 s without touching the record', () => {
    const { state, course } = fixture();
    const t0 = Date.UTC(2026, 5, 1);
    reportProgress(state, who, course, 0, t0);
    const refused = reportProgress(state, who, course, 41, t0 + 10_000);
    expect(refused.accepted).toBe(false);
    expect(refused.record).toMatchObject({
      studyTimes: 0,
      lastReportAt: t0,
    });
    expect(reportProgress(state, who, course, 40, t0 + 10_000).accepted).toBe(
      true,
    );
  });

  it('credits once per user, course and year', () => {
    const { state, course } = fixture({ isCompulsory: true, creditHour: 0.25 });
    const record = reportProgress(state, who, course, 0, 0).record;
    const june = new Date(2026, 5, 1).getTime();
    expect(completeCourse(state, who, course, record, june)).toBe(0.25);
    expect(completeCourse(state, who, course, record, june + 1000)).toBe(0.25);
    expect(state.hoursCredits).toHaveLength(1);
    completeCourse(state, who, course, record, new Date(2027, 0, 2).getTime());
    expect(state.hoursCredits.map((c) => c.year)).toEqual([2026, 2027]);
    expect(creditedHours(state, who, 2026)).toEqual({
      compulsory: 0.25,
      optional: 0,
    });
  });
});
