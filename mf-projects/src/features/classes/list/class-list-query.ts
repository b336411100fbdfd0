/**
 * The class lists keep their filters and page in the address, so a reload
 * or Back restores them. These functions are the only readers and writers.
 */
import type { ScheduleStatus } from '@portal/shared/contracts';

import type { ClassQuery } from './class-list.api';

export interface ClassListState {
  year?: number;
  status?: ScheduleStatus;
  name?: string;
  orgId?: string;
  city?: string;
  /** 1-based. */
  page: number;
}

type ClassListFilter = Exclude<keyof ClassListState, 'page'>;

const STATUSES: readonly ScheduleStatus[] = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'ENDED',
];

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the state from the query; unknown values are ignored. */
export function readClassListState(params: URLSearchParams): ClassListState {
  const page = Number(params.get('page'));
  const year = Number(params.get('year'));
  const status = STATUSES.find((s) => s === params.get('status'));
  const state: ClassListState = {
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) state.year = year;
  if (status) state.status = status;
  for (const key of ['name', 'orgId', 'city'] as const) {
    const value = text(params.get(key));
    if (value) state[key] = value;
  }
  return state;
}

const ORDER: ClassListFilter[] = ['year', 'status', 'orgId', 'city', 'name'];

/** Writes the state as a query; defaults (no filter, page 1) are left out. */
export function writeClassListState(state: ClassListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = state[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter changed: the list starts again from its first page. */
export function withFilter<K extends ClassListFilter>(
  state: ClassListState,
  key: K,
  value: ClassListState[K] | undefined,
): ClassListState {
  const next: ClassListState = { ...state, page: 1 };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** The body of queryTbtpList for a state (pagenum is 0-based). */
export function toClassQuery(
  state: ClassListState,
  pagesize: number,
): ClassQuery {
  const query: ClassQuery = { pagesize, pagenum: state.page - 1 };
  for (const key of ORDER) {
    const value = state[key];
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  return query;
}
