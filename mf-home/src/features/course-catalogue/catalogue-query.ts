/**
 * The catalogue keeps all of its state in the address (category, filters,
 * sort, name and page), so Back returns to the previous state and a reload
 * restores it. These two functions are the only readers and writers.
 */
import type { ResourceType, StudyStatus } from '@portal/shared/contracts';

import type {
  CourseQuery,
  CourseSort,
  DurationRange,
} from '../../lib/catalogue.api';

export interface CatalogueState {
  categoryId?: string;
  isCompulsory?: '1' | '0';
  resourceType?: ResourceType;
  studyStatus?: StudyStatus;
  duration?: DurationRange;
  sort?: CourseSort;
  name?: string;
  /** 1-based. */
  page: number;
}

export type CatalogueFilter = Exclude<keyof CatalogueState, 'page'>;

const ALLOWED = {
  isCompulsory: ['1', '0'],
  resourceType: ['VIDEO', 'ARTICLE'],
  studyStatus: ['0', '1', '2'],
  duration: ['short', 'medium', 'long'],
  sort: ['newest', 'views'],
} as const;

function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null,
): T | undefined {
  return allowed.find((item) => item === value);
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the state from the query; unknown values are ignored. */
export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const page = Number(params.get('page'));
  return {
    categoryId: text(params.get('categoryId')),
    isCompulsory: oneOf(ALLOWED.isCompulsory, params.get('isCompulsory')),
    resourceType: oneOf(ALLOWED.resourceType, params.get('resourceType')),
    studyStatus: oneOf(ALLOWED.studyStatus, params.get('studyStatus')),
    duration: oneOf(ALLOWED.duration, params.get('duration')),
    sort: oneOf(ALLOWED.sort, params.get('sort')),
    name: text(params.get('name')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const ORDER: CatalogueFilter[] = [
  'categoryId',
  'isCompulsory',
  'resourceType',
  'studyStatus',
  'duration',
  'sort',
  'name',
];

/** Writes the state as a query; defaults (no filter, page 1) are left out. */
export function writeCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter changed: the list starts again from its first page. */
export function withFilter(
  state: CatalogueState,
  key: CatalogueFilter,
  value: string | undefined,
): CatalogueState {
  return { ...state, [key]: value || undefined, page: 1 };
}

/** The body of getPageByCategory for a state (pagenum is 0-based). */
export function toCourseQuery(
  state: CatalogueState,
  pagesize: number,
): CourseQuery {
  const query: CourseQuery = { pagesize, pagenum: state.page - 1 };
  for (const key of ORDER) {
    const value = state[key];
    if (value) Object.assign(query, { [key]: value });
  }
  // 最新 is what the page shows as selected when the address has no sort.
  query.sort ??= 'newest';
  return query;
}
