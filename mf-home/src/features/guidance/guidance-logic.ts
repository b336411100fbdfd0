/**
 * What the guidance pages decide on the client: the interests kept in the
 * address, where a suggested course leads, how the hours read, and the
 * academy list's tab and page. Which courses are suggested is the server's
 * rule (POST /api/portal/course/guidance).
 */
import type {
  Guidance,
  ReasonType,
  SuggestedCourse,
} from '@portal/shared/contracts';
import { formatHours } from '@portal/shared/format';

import { coursePath } from '../../lib/course-links';

const INTERESTS_PARAM = 'interests';
/** The server accepts at most this many. */
const MAX_INTERESTS = 10;

/** Interest ids from `?interests=a,b`, trimmed, without duplicates. */
export function readInterests(params: URLSearchParams): string[] {
  const raw = params.get(INTERESTS_PARAM) ?? '';
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, MAX_INTERESTS);
}

/** The query with these interests (other parameters kept; none → removed). */
export function writeInterests(
  params: URLSearchParams,
  ids: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ids.length > 0) next.set(INTERESTS_PARAM, ids.join(','));
  else next.delete(INTERESTS_PARAM);
  return next;
}

/** Only the ids that are known categories, in the categories' order. */
export function knownInterests(
  ids: readonly string[],
  categories: readonly { id: string }[],
): string[] {
  return categories.map((c) => c.id).filter((id) => ids.includes(id));
}

/** The open course pages for visitors, the study pages for learners. */
export function suggestionLink(
  course: Pick<SuggestedCourse, 'id' | 'resourceType'>,
  open: boolean,
): string {
  if (!open) return coursePath(course);
  const page =
    course.resourceType === 'ARTICLE'
      ? '/openCourseTextDetail'
      : '/openCourseDetail';
  return `${page}?id=${encodeURIComponent(course.id)}`;
}

export const REASON_COLOR: Record<ReasonType, string> = {
  COMPULSORY: 'red',
  INTEREST: 'blue',
  RECOMMENDED: 'gold',
};

interface HoursFigure {
  label: string;
  value: string;
}

/**
 * The figures the page shows for a learner: total and compulsory, or in a
 * tenant that counts them apart (capability splitHours; the server says
 * which with `hoursMode`) compulsory and optional.
 */
export function hoursFigures(guidance: Guidance): HoursFigure[] {
  const hours = guidance.hours;
  if (!hours) return [];
  const { required, learnt, remaining } = hours;
  const f = formatHours;
  if (guidance.hoursMode === 'SPLIT') {
    return [
      { label: '必修还需', value: `${f(remaining.compulsory)} 学时` },
      { label: '选修还需', value: `${f(remaining.optional)} 学时` },
      {
        label: '必修已学 / 要求',
        value: `${f(learnt.compulsory)} / ${f(required.compulsory)} 学时`,
      },
      {
        label: '选修已学 / 要求',
        value: `${f(learnt.optional)} / ${f(required.optional)} 学时`,
      },
    ];
  }
  return [
    { label: '还需学时', value: `${f(remaining.total)} 学时` },
    { label: '其中必修还需', value: `${f(remaining.compulsory)} 学时` },
    {
      label: '已学 / 要求',
      value: `${f(learnt.total)} / ${f(required.total)} 学时`,
    },
    {
      label: '必修已学 / 要求',
      value: `${f(learnt.compulsory)} / ${f(required.compulsory)} 学时`,
    },
  ];
}

/** Whether the learner still has hours to earn this year. */
export function hasHoursToEarn(guidance: Guidance): boolean {
  const remaining = guidance.hours?.remaining;
  return !!remaining && (remaining.total > 0 || remaining.compulsory > 0);
}

/** The line above the list: how many courses and hours, and what they cover. */
export function suggestionSummary(guidance: Guidance): string {
  const count = guidance.suggestions.length;
  const sum = `共推荐 ${count} 门课程，合计 ${formatHours(guidance.suggestedHours)} 学时`;
  if (!hasHoursToEarn(guidance)) return sum;
  const remaining = guidance.hours?.remaining.total ?? 0;
  return guidance.suggestedHours >= remaining
    ? `${sum}，可完成本年度还需的 ${formatHours(remaining)} 学时`
    : `${sum}，暂不足以完成本年度还需的 ${formatHours(remaining)} 学时`;
}

// ------------------------------------------------------------ academy list

export type AcademyTab = 'topic' | 'course';

export interface AcademyListState {
  tab: AcademyTab;
  /** 1-based. */
  page: number;
}

export function readAcademyState(params: URLSearchParams): AcademyListState {
  const tab = params.get('tab') === 'course' ? 'course' : 'topic';
  const page = Number(params.get('page'));
  return { tab, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** Defaults (专题, page 1) are left out of the address. */
export function writeAcademyState(state: AcademyListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'topic') params.set('tab', state.tab);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
