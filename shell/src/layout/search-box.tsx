import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { searchKeywordError } from '@portal/shared/contracts';
import { openWindow } from '@portal/shared/routing';
import { siteConfigAtom, useAtomValue } from '@portal/shared/state';
import { accentTextColor, BORDER } from '@portal/shared/ui';
import {
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useState,
} from 'react';

import { useLocationPath, useLocationSearch } from '../routing/use-location';
import { notify } from '../ui/feedback';

const SEARCH_WINDOW = 'portal-search';

function searchUrl(keyword: string, type: string): string {
  return `/search?k=${encodeURIComponent(keyword)}&t=${encodeURIComponent(type || 'kc')}`;
}

const ERROR_COLOR = '#cf1322';

/**
 * The header's keyword search (seed-spec 2.1): Enter, the search button or
 * clearing searches, in a named window, so repeated searches reuse one tab
 * (in the app's webview, where no window opens, in this tab). On the search
 * page the box shows that page's k and t.
 *
 * Plain markup in the look of antd's Input.Search: the header is on every
 * first screen, and antd's Input brings its TextArea, Password and OTP.
 *
 * @param compact the small-screen look: full width and a taller box.
 */
export function SearchBox({
  compact = false,
  inputRef,
  onKeyDown,
}: {
  compact?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const pathname = useLocationPath();
  const search = useLocationSearch();
  const site = useAtomValue(siteConfigAtom);
  const params = new URLSearchParams(search);
  const routeKeyword = params.get('k') ?? '';
  const type = params.get('t') || 'kc';
  const [keyword, setKeyword] = useState(routeKeyword);
  const [invalid, setInvalid] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => setKeyword(routeKeyword), [routeKeyword, pathname]);

  const searchFor = (value: string) => {
    // Nothing is opened (no request) for a keyword the backend refuses.
    const problem = searchKeywordError(value);
    setInvalid(problem !== null);
    if (problem) {
      notify('warning', problem);
      return;
    }
    openWindow(searchUrl(value.trim(), type), SEARCH_WINDOW);
  };

  const height = compact ? 40 : 32;
  const accent = accentTextColor(site);
  const borderColor = invalid ? ERROR_COLOR : focused ? accent : BORDER;
  const field: CSSProperties = {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    height,
    boxSizing: 'border-box',
    padding: '0 4px 0 11px',
    background: '#fff',
    border: `1px solid ${borderColor}`,
    borderRadius: '6px 0 0 6px',
    boxShadow: focused
      ? `0 0 0 2px ${invalid ? ERROR_COLOR : accent}1a`
      : undefined,
    transition: 'border-color .2s',
  };
  return (
    <div
      role="search"
      style={{ display: 'flex', width: compact ? '100%' : 220 }}
    >
      <span style={field}>
        <input
          ref={inputRef}
          type="text"
          role="searchbox"
          aria-label="搜索关键词"
          placeholder="请输入关键词"
          value={keyword}
          aria-invalid={invalid || undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === 'Enter' && !event.nativeEvent.isComposing)
              searchFor(keyword);
          }}
          onChange={(event) => {
            setKeyword(event.target.value);
            setInvalid(false);
          }}
          style={{
            flex: 1,
            minWidth: 0,
            height: '100%',
            padding: 0,
            border: 0,
            outline: 0,
            background: 'transparent',
            font: 'inherit',
            fontSize: compact ? 16 : 14,
            color: 'rgba(0, 0, 0, 0.88)',
          }}
        />
        {keyword && (
          <button
            type="button"
            aria-label="清除关键词"
            onClick={() => {
              setKeyword('');
              setInvalid(false);
              searchFor('');
            }}
            style={{
              width: 24,
              height: 24,
              padding: 0,
              border: 0,
              background: 'transparent',
              color: 'rgba(0, 0, 0, 0.45)',
              cursor: 'pointer',
            }}
          >
            <CloseCircleFilled aria-hidden />
          </button>
        )}
      </span>
      <button
        type="button"
        aria-label="开始搜索"
        onClick={() => searchFor(keyword)}
        style={{
          width: height,
          height,
          padding: 0,
          marginInlineStart: -1,
          background: '#fff',
          border: `1px solid ${invalid ? ERROR_COLOR : BORDER}`,
          borderRadius: '0 6px 6px 0',
          color: 'rgba(0, 0, 0, 0.88)',
          cursor: 'pointer',
        }}
      >
        <SearchOutlined aria-hidden />
      </button>
    </div>
  );
}
