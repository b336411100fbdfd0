import { describe, expect, it } from 'vitest';

import { appendCapped, ReportRate } from './delivery.intake';
import type { StoredDeliveryReport } from './delivery.records';

const row = (tenantId: string, at: number): StoredDeliveryReport => ({
  kind: 'page-error',
  remote: 'mf_home',
  version: '1.0.0',
  route: '/index',
  at,
  tenantId,
  session: 'a'.repeat(64),
  receivedAt: at,
});

describe('appendCapped', () => {
  it("drops the tenant's oldest past the cap and keeps other tenants", () => {
    const rows = [row('A', 1), row('B', 2), row('A', 3), row('A', 4)];
    appendCapped(rows, [row('A', 5), row('A', 6)], 'A', 3);
    expect(rows.map((r) => `${r.tenantId}${r.at}`)).toEqual([
      'B2',
      'A4',
      'A5',
      'A6',
    ]);
  });

  it('keeps everything under the cap', () => {
    const rows = [row('A', 1)];
    appendCapped(rows, [row('A', 2)], 'A', 2);
    expect(rows).toHaveLength(2);
  });
});

describe('ReportRate', () => {
  it('allows the limit per session over a sliding window', () => {
    let now = 1_000_000;
    const rate = new ReportRate(() => now, 3, 60_000);
    expect([1, 2, 3].map(() => rate.take('s1'))).toEqual([true, true, true]);
    expect(rate.take('s1')).toBe(false);
    expect(rate.take('s2')).toBe(true);
    now += 59_999;
    expect(rate.take('s1')).toBe(false);
    // A minute after the first three, they no longer count.
    now += 1;
    expect([1, 2, 3].map(() => rate.take('s1'))).toEqual([true, true, true]);
    expect(rate.take('s1')).toBe(false);
  });
});
