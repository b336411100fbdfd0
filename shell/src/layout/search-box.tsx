import { openWindow } from '@portal/shared/routing';
import { Input, type InputRef } from 'antd';
import { type KeyboardEvent, type Ref, useEffect, useState } from 'react';

import { useLocationPath, useLocationSearch } from '../routing/use-location';
import { notify } from '../ui/feedback';
import { searchKeywordError } from './search-keyword';

export const SEARCH_WINDOW = 'portal-search';

export function searchUrl(keyword: string, type: string): string {
  return `/search?k=${encodeURIComponent(keyword)}&t=${encodeURIComponent(type || 'kc')}`;
}

/**
 * The header's keyword search (seed-spec 2.1): Enter or clearing searches,
 * in a named window, so repeated searches reuse one tab (in the app's
 * webview, where no window opens, in this tab). On the search page the box
 * shows that page's k and t.
 *
 * @param compact the small-screen look: full width and a taller box.
 */
export function SearchBox({
  compact = false,
  inputRef,
  onKeyDown,
}: {
  compact?: boolean;
  inputRef?: Ref<InputRef>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
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
      ref={inputRef}
      aria-label="搜索关键词"
      placeholder="请输入关键词"
      allowClear
      value={keyword}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      size={compact ? 'large' : undefined}
      onKeyDown={onKeyDown}
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
        openWindow(searchUrl(value.trim(), type), SEARCH_WINDOW);
      }}
      style={{ width: compact ? '100%' : 220 }}
    />
  );
}
