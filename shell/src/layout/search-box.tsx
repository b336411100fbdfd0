import { Input } from 'antd';
import { useEffect, useState } from 'react';

import { useLocationPath, useLocationSearch } from '../routing/use-location';
import { notify } from '../ui/feedback';
import { searchKeywordError } from './search-keyword';

export const SEARCH_WINDOW = 'portal-search';

export function searchUrl(keyword: string, type: string): string {
  return `/search?k=${encodeURIComponent(keyword)}&t=${encodeURIComponent(type || 'kc')}`;
}

/**
 * The header's keyword search (seed-spec 2.1): Enter or clearing searches,
 * in a named window, so repeated searches reuse one tab. On the search page
 * the box shows that page's k and t.
 */
export function SearchBox() {
  const pathname = useLocationPath();
  const search = useLocationSearch();
  const params = new URLSearchParams(search);
  const routeKeyword = params.get('k') ?? '';
  const type = params.get('t') || 'kc';
  const [keyword, setKeyword] = useState(routeKeyword);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setKeyword(routeKeyword), [routeKeyword, pathname]);
  return (
    <Input.Search
      aria-label="搜索关键词"
      placeholder="请输入关键词"
      allowClear
      value={keyword}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        setKeyword(event.target.value);
        setInvalid(false);
      }}
      onSearch={(value) => {
        // Nothing is opened (no request) for a keyword the backend refuses.
        const problem = searchKeywordError(value);
        setInvalid(problem !== null);
        if (problem) {
          notify('warning', problem);
          return;
        }
        window.open(searchUrl(value.trim(), type), SEARCH_WINDOW);
      }}
      style={{ width: 220 }}
    />
  );
}
