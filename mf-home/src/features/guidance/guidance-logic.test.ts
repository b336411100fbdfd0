import type { Guidance } from '@portal/shared/contracts';

import {
  hasHoursToEarn,
  hoursFigures,
  knownInterests,
  readAcademyState,
  readInterests,
  suggestionLink,
  suggestionSummary,
  writeAcademyState,
  writeInterests,
} from './guidance-logic';

function guidance(change: Partial<Guidance> = {}): Guidance {
  return {
    personalised: true,
    year: 2026,
    hoursMode: 'TOTAL',
    hours: {
      required: { total: 50, compulsory: 30, optional: 20 },
      learnt: { total: 38.5, compulsory: 24.5, optional: 14 },
      remaining: { total: 11.5, compulsory: 5.5, optional: 6 },
    },
    interests: [],
    suggestions: [],
    suggestedHours: 0,
    ...change,
  };
}

describe('interests in the address', () => {
  it('reads a comma-separated list without blanks or duplicates', () => {
    expect(
      readInterests(new URLSearchParams('interests= 11001,,11002,11001')),
    ).toEqual(['11001', '11002']);
    expect(readInterests(new URLSearchParams(''))).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => String(i)).join(',');
    expect(
      readInterests(new URLSearchParams(`interests=${many}`)),
    ).toHaveLength(10);
  });

  it('writes them and keeps the other parameters', () => {
    const params = new URLSearchParams('x=1&interests=a');
    expect(writeInterests(params, ['b', 'c']).toString()).toBe(
      'x=1&interests=b%2Cc',
    );
    expect(writeInterests(params, []).toString()).toBe('x=1');
    // The input is not changed.
    expect(params.get('interests')).toBe('a');
  });

  it('keeps only known categories, in their order', () => {
    const roots = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(knownInterests(['c', 'zz', 'a'], roots)).toEqual(['a', 'c']);
    expect(knownInterests(['a'], [])).toEqual([]);
  });
});

describe('suggestionLink', () => {
  it('leads visitors to the open pages and learners to the study pages', () => {
    const video = { id: '13001', resourceType: 'VIDEO' as const };
    const article = { id: '13003', resourceType: 'ARTICLE' as const };
    expect(suggestionLink(video, true)).toBe('/openCourseDetail?id=13001');
    expect(suggestionLink(article, true)).toBe(
      '/openCourseTextDetail?id=13003',
    );
    expect(suggestionLink(video, false)).toBe(
      '/commendIndex/coursedetail?id=13001',
    );
    expect(suggestionLink(article, false)).toBe(
      '/commendIndex/coursetextdetail?id=13003',
    );
  });
});

describe('hours', () => {
  it('shows total and compulsory by default', () => {
    expect(
      hoursFigures(guidance()).map((f) => `${f.label} ${f.value}`),
    ).toEqual([
      '还需学时 11.5 学时',
      '其中必修还需 5.5 学时',
      '已学 / 要求 38.5 / 50 学时',
      '必修已学 / 要求 24.5 / 30 学时',
    ]);
  });

  it('shows compulsory and optional where they count apart', () => {
    const figures = hoursFigures(guidance({ hoursMode: 'SPLIT' }));
    expect(figures.map((f) => f.label)).toEqual([
      '必修还需',
      '选修还需',
      '必修已学 / 要求',
      '选修已学 / 要求',
    ]);
    expect(figures[1]?.value).toBe('6 学时');
  });

  it('shows nothing for a visitor', () => {
    expect(hoursFigures(guidance({ hours: null }))).toEqual([]);
    expect(hasHoursToEarn(guidance({ hours: null }))).toBe(false);
  });

  it('says whether the suggestions cover the remaining hours', () => {
    expect(suggestionSummary(guidance({ suggestedHours: 11.75 }))).toBe(
      '共推荐 0 门课程，合计 11.75 学时，可完成本年度还需的 11.5 学时',
    );
    expect(suggestionSummary(guidance({ suggestedHours: 3 }))).toBe(
      '共推荐 0 门课程，合计 3 学时，暂不足以完成本年度还需的 11.5 学时',
    );
    const done = guidance();
    if (done.hours) {
      done.hours.remaining = { total: 0, compulsory: 0, optional: 0 };
    }
    expect(hasHoursToEarn(done)).toBe(false);
    expect(suggestionSummary({ ...done, suggestedHours: 2 })).toBe(
      '共推荐 0 门课程，合计 2 学时',
    );
  });
});

describe('academy list state', () => {
  it('reads tab and page with defaults', () => {
    expect(readAcademyState(new URLSearchParams(''))).toEqual({
      tab: 'topic',
      page: 1,
    });
    expect(readAcademyState(new URLSearchParams('tab=course&page=3'))).toEqual({
      tab: 'course',
      page: 3,
    });
    expect(readAcademyState(new URLSearchParams('tab=x&page=-2'))).toEqual({
      tab: 'topic',
      page: 1,
    });
    expect(readAcademyState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('leaves the defaults out of the address', () => {
    expect(writeAcademyState({ tab: 'topic', page: 1 }).toString()).toBe('');
    expect(writeAcademyState({ tab: 'course', page: 2 }).toString()).toBe(
      'tab=course&page=2',
    );
  });
});
