import { describe, expect, it } from 'vitest';

import { tabOfPath } from './study-archive-page';

describe('tabOfPath', () => {
  it('reads the tab of a path, the schedule by default', () => {
    expect(tabOfPath('/projectDetailCxda')).toBe('completionSchedule');
    expect(tabOfPath('/projectDetailCxda/')).toBe('completionSchedule');
    expect(tabOfPath('/projectDetailCxda/excellentProgress')).toBe(
      'excellentProgress',
    );
    expect(tabOfPath('/projectDetailCxda/unknown')).toBe('completionSchedule');
  });
});
