/**
 * Lists that keep their page (and search text or tab) in the address, like
 * the catalogue: every change is a new history entry, so Back returns to
 * the previous page and a reload shows the same one. Used by the topic,
 * column, teacher and course-index pages.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const PAGE_PARAM = 'page';

/** The 1-based page in the address; anything else than 2, 3, … is 1. */
export function readPage(params: URLSearchParams): number {
  const text = params.get(PAGE_PARAM) ?? '';
  const page = /^\d+$/.test(text) ? Number(text) : 1;
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** A trimmed value of the address, or undefined when absent or blank. */
export function readText(
  params: URLSearchParams,
  key: string,
): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

/** The address with another page; page 1 is left out. */
export function withPage(
  params: URLSearchParams,
  page: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (Number.isSafeInteger(page) && page > 1) {
    next.set(PAGE_PARAM, String(page));
  } else {
    next.delete(PAGE_PARAM);
  }
  return next;
}

/**
 * The address with one value changed (blank removes it); a new search or
 * tab starts again from the first page.
 */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value?.trim();
  if (trimmed) next.set(key, trimmed);
  else next.delete(key);
  next.delete(PAGE_PARAM);
  return next;
}

/** The page of a list, 0-based as the backend wants it. */
export function toPaging(
  page: number,
  pagesize: number,
): { pagesize: number; pagenum: number } {
  return { pagesize, pagenum: page - 1 };
}

interface UrlPaging {
  params: URLSearchParams;
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
  setParam: (key: string, value: string | undefined) => void;
}

/** The page and the other list values of the current address. */
export function useUrlPaging(): UrlPaging {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (next: URLSearchParams) => {
      if (next.toString() !== params.toString()) setParams(next);
    },
    [params, setParams],
  );
  return useMemo(
    () => ({
      params,
      page: readPage(params),
      setPage: (page: number) => go(withPage(params, page)),
      setParam: (key: string, value: string | undefined) =>
        go(withParam(params, key, value)),
    }),
    [params, go],
  );
}
