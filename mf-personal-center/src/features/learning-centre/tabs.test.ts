import { describe, expect, it } from 'vitest';

import { DEFAULT_TAB, TABS, queryForTab, tabFromQuery } from './tabs';

describe('tabFromQuery', () => {
  it('reads acativeId; 8 is the password tab', () => {
    expect(tabFromQuery('?acativeId=8').key).toBe('password');
    expect(tabFromQuery('acativeId=2').key).toBe('courses');
    expect(tabFromQuery(new URLSearchParams('acativeId=10')).key).toBe(
      'evaluations',
    );
    expect(tabFromQuery('?x=1&acativeId=6').key).toBe('letters');
  });

  it('falls back to the default for missing or unknown ids', () => {
    for (const search of [
      '',
      '?acativeId=',
      '?acativeId=0',
      '?acativeId=99',
      '?acativeId=abc',
      '?acativeId=1.5',
      '?acativeId=-8',
      '?activeId=8',
    ]) {
      expect(tabFromQuery(search), search).toBe(DEFAULT_TAB);
    }
    expect(DEFAULT_TAB.key).toBe('projects');
  });

  it('numbers every tab once', () => {
    const ids = TABS.map((t) => t.id);
    expect(new Set(ids).size).toBe(TABS.length);
    expect(new Set(TABS.map((t) => t.key)).size).toBe(TABS.length);
  });
});

describe('queryForTab', () => {
  it('sets the id and keeps other parameters; round-trips', () => {
    const next = queryForTab('?acativeId=8&from=menu', 'dispatch');
    expect(next.get('acativeId')).toBe('7');
    expect(next.get('from')).toBe('menu');
    for (const tab of TABS) {
      expect(tabFromQuery(queryForTab('', tab.key))).toBe(tab);
    }
  });
});
