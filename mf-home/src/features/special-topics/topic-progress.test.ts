import type { StudyStatus } from '@portal/shared/contracts';

import { topicProgress } from './topic-progress';

describe('topicProgress', () => {
  it('counts learned courses and adds the hours earned', () => {
    expect(
      topicProgress([
        { studyStatus: '2', earnedHours: 1, creditHour: 1 },
        { studyStatus: '2', earnedHours: 0.25, creditHour: 0.25 },
        { studyStatus: '1', earnedHours: 0, creditHour: 0.5 },
        { studyStatus: '0', earnedHours: 0, creditHour: 1 },
        { studyStatus: '0', earnedHours: 0, creditHour: 0.5 },
        { studyStatus: '0', earnedHours: 0, creditHour: 0.5 },
      ]),
    ).toEqual({
      total: 6,
      learned: 2,
      learning: 1,
      earnedHours: 1.25,
      totalHours: 3.75,
      percent: 33,
    });
  });

  it('a course learned in an earlier year counts as learned without hours this year', () => {
    const progress = topicProgress([
      { studyStatus: '2', earnedHours: 0, creditHour: 1 },
      { studyStatus: '2', earnedHours: 0.5, creditHour: 0.5 },
    ]);
    expect(progress).toMatchObject({
      learned: 2,
      earnedHours: 0.5,
      percent: 100,
    });
  });

  it('rounds sums of quarter hours and never shows 100 % before the end', () => {
    const courses = Array.from({ length: 199 }, () => ({
      studyStatus: '2' as StudyStatus,
      earnedHours: 0.1,
      creditHour: 0.1,
    }));
    courses.push({ studyStatus: '1', earnedHours: 0, creditHour: 0.1 });
    const progress = topicProgress(courses);
    expect(progress.earnedHours).toBe(19.9);
    expect(progress.totalHours).toBe(20);
    expect(progress.percent).toBe(99);
  });

  it('an empty topic is 0 %', () => {
    expect(topicProgress([])).toEqual({
      total: 0,
      learned: 0,
      learning: 0,
      earnedHours: 0,
      totalHours: 0,
      percent: 0,
    });
  });
});
