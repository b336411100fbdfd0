import type { TopicCourse } from '@portal/shared/contracts';

/** How far the learner is in a topic. */
interface TopicProgress {
  total: number;
  /** Courses 已学习. */
  learned: number;
  /** Courses 学习中. */
  learning: number;
  /** Hours credited this year for the topic's courses. */
  earnedHours: number;
  /** The hours the topic's courses are worth. */
  totalHours: number;
  /** learned / total, 0..100, rounded down (100 only when all are done). */
  percent: number;
}

function roundHours(n: number): number {
  return Math.round(n * 100) / 100;
}

export function topicProgress(
  courses: readonly Pick<
    TopicCourse,
    'studyStatus' | 'earnedHours' | 'creditHour'
  >[],
): TopicProgress {
  let learned = 0;
  let learning = 0;
  let earned = 0;
  let worth = 0;
  for (const course of courses) {
    if (course.studyStatus === '2') learned += 1;
    else if (course.studyStatus === '1') learning += 1;
    earned += Number.isFinite(course.earnedHours) ? course.earnedHours : 0;
    worth += course.creditHour;
  }
  const total = courses.length;
  return {
    total,
    learned,
    learning,
    earnedHours: roundHours(earned),
    totalHours: roundHours(worth),
    percent: total === 0 ? 0 : Math.floor((learned / total) * 100),
  };
}
