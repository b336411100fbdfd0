import type { CanaryEntry, VersionFigures } from '@portal/shared/contracts';
import { renderInPortal } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { DeliveryFigures, figuresRows, windowStart } from './delivery-figures';

const canary: CanaryEntry = {
  version: '1.1.0',
  share: 10,
  startedAt: '2025-03-01T08:00:00.000Z',
};
const started = Date.parse(canary.startedAt);
const HOUR = 3_600_000;

const figures = (
  version: string,
  sessions: number,
  loadFailureSessions: number,
  lcpP75: number | null,
): VersionFigures => ({
  version,
  sessions,
  loadFailureSessions,
  errorSessions: 0,
  lcpP75,
  lcpSamples: lcpP75 === null ? 0 : sessions,
});

describe('the figures of a canaried remote', () => {
  it('starts the window at the canary’s start at the earliest', () => {
    expect(windowStart(canary, '60', started + 30 * 60_000)).toBe(started);
    expect(windowStart(canary, '60', started + 5 * HOUR)).toBe(
      started + 4 * HOUR,
    );
    expect(windowStart(canary, '1440', started + 48 * HOUR)).toBe(
      started + 24 * HOUR,
    );
    expect(windowStart(canary, 'all', started + 48 * HOUR)).toBe(started);
  });

  it('gives a row to each version, with zeros for one not reported yet', () => {
    const rows = figuresRows([figures('1.1.0', 4, 1, 900)], '1.0.0', '1.1.0');
    expect(rows.map((r) => [r.track, r.figures.sessions])).toEqual([
      ['稳定 1.0.0', 0],
      ['候选 1.1.0', 4],
    ]);
  });

  it('shows the rates, and loads again for another window', async () => {
    const now = started + 5 * HOUR;
    const loadFigures = vi.fn((_remote: string, _since: number) =>
      Promise.resolve([
        figures('1.0.0', 40, 0, 1200),
        figures('1.1.0', 8, 2, null),
      ]),
    );
    renderInPortal(
      <DeliveryFigures
        remote="mf_home"
        canary={canary}
        stableVersion="1.0.0"
        loadFigures={loadFigures}
        now={() => now}
      />,
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('25.0%（2）'));
    const [stableRow, candidateRow] = within(table)
      .getAllByRole('row')
      .slice(1);
    expect(stableRow?.textContent).toContain('1200 ms（40 次）');
    expect(candidateRow?.textContent).toContain('候选 1.1.0');
    expect(loadFigures).toHaveBeenLastCalledWith('mf_home', now - HOUR);

    fireEvent.click(screen.getByText('自灰度开始'));
    await waitFor(() =>
      expect(loadFigures).toHaveBeenLastCalledWith('mf_home', started),
    );
  });

  it('says when the figures cannot be read and offers 重试', async () => {
    const loadFigures = vi
      .fn<(remote: string, since: number) => Promise<VersionFigures[]>>()
      .mockRejectedValueOnce(new Error('您不是管理员，无权查看发布数据'))
      .mockResolvedValue([]);
    renderInPortal(
      <DeliveryFigures
        remote="mf_home"
        canary={canary}
        stableVersion="1.0.0"
        loadFigures={loadFigures}
      />,
    );
    expect(
      await screen.findByText(/发布数据加载失败：您不是管理员/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(loadFigures).toHaveBeenCalledTimes(2);
  });
});
