import { getJson } from '@portal/shared/api';
import type { CanaryEntry, VersionFigures } from '@portal/shared/contracts';
import { figuresOf } from '@portal/shared/delivery';
import { useRemoteData } from '@portal/shared/hooks';
import { Alert, Button, Radio, Table } from 'antd';
import { useCallback, useState } from 'react';

/**
 * The windows an operator can look over, in minutes, or the canary's whole
 * life. The first is the gate's default window.
 */
const WINDOWS = [
  { label: '近 1 小时', value: '60' },
  { label: '近 24 小时', value: '1440' },
  { label: '自灰度开始', value: 'all' },
] as const;

type WindowValue = (typeof WINDOWS)[number]['value'];

export type LoadFigures = (
  remote: string,
  since: number,
) => Promise<VersionFigures[]>;

const loadFiguresFromBackend: LoadFigures = (remote, since) =>
  getJson<VersionFigures[]>('portal/delivery/figures', { remote, since });

/** Where the window starts: never before the canary did. */
export function windowStart(
  canary: CanaryEntry,
  window: WindowValue,
  now: number,
): number {
  const started = Date.parse(canary.startedAt);
  const from = Number.isFinite(started) ? started : 0;
  return window === 'all'
    ? from
    : Math.max(from, now - Number(window) * 60_000);
}

interface FiguresRow {
  key: string;
  track: string;
  figures: VersionFigures;
}

const percentOf = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

const COLUMNS = [
  { title: '版本', dataIndex: 'track', key: 'track' },
  {
    title: '会话',
    key: 'sessions',
    render: (_: unknown, row: FiguresRow) => row.figures.sessions,
  },
  {
    title: '加载失败率',
    key: 'loadFailures',
    render: (_: unknown, { figures }: FiguresRow) =>
      `${percentOf(figures.loadFailureSessions, figures.sessions)}（${figures.loadFailureSessions}）`,
  },
  {
    title: '出错率',
    key: 'errors',
    render: (_: unknown, { figures }: FiguresRow) =>
      `${percentOf(figures.errorSessions, figures.sessions)}（${figures.errorSessions}）`,
  },
  {
    title: 'LCP p75',
    key: 'lcp',
    render: (_: unknown, { figures }: FiguresRow) =>
      figures.lcpP75 === null
        ? '—'
        : `${Math.round(figures.lcpP75)} ms（${figures.lcpSamples} 次）`,
  },
];

/** One row per version, stable first, with zeros for a version nobody reported yet. */
export function figuresRows(
  figures: VersionFigures[],
  stableVersion: string | null,
  candidateVersion: string,
): FiguresRow[] {
  const of = (version: string) => figuresOf(figures, version);
  const rows: FiguresRow[] = [];
  if (stableVersion !== null) {
    rows.push({
      key: 'stable',
      track: `稳定 ${stableVersion}`,
      figures: of(stableVersion),
    });
  }
  rows.push({
    key: 'candidate',
    track: `候选 ${candidateVersion}`,
    figures: of(candidateVersion),
  });
  return rows;
}

/**
 * What learners' browsers reported about both versions of a canaried
 * remote over a window: the figures the gate judges by (sessions, the
 * share of sessions with a load failure or an error, LCP p75).
 */
export function DeliveryFigures({
  remote,
  canary,
  stableVersion,
  loadFigures = loadFiguresFromBackend,
  now = Date.now,
}: {
  remote: string;
  canary: CanaryEntry;
  stableVersion: string | null;
  loadFigures?: LoadFigures;
  now?: () => number;
}) {
  const [window, setWindow] = useState<WindowValue>('60');
  const [refreshed, setRefreshed] = useState(0);
  const load = useCallback(
    () => loadFigures(remote, windowStart(canary, window, now())),
    // `refreshed` asks for a new load with the same window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loadFigures, remote, canary, window, now, refreshed],
  );
  const figures = useRemoteData(load);
  return (
    <div data-testid={`figures-${remote}`}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}
      >
        {/* Buttons that wrap onto a second line on a narrow screen. */}
        <Radio.Group
          aria-label="统计时段"
          optionType="button"
          options={[...WINDOWS]}
          value={window}
          onChange={(event) => setWindow(event.target.value as WindowValue)}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        />
        <Button onClick={() => setRefreshed((n) => n + 1)}>刷新</Button>
      </div>
      {figures.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={`发布数据加载失败：${figures.message}`}
          action={
            figures.retry && (
              <Button size="small" onClick={figures.retry}>
                重试
              </Button>
            )
          }
        />
      ) : (
        <Table<FiguresRow>
          size="small"
          pagination={false}
          loading={figures.status === 'loading'}
          columns={COLUMNS}
          dataSource={
            figures.status === 'ready'
              ? figuresRows(figures.data, stableVersion, canary.version)
              : []
          }
          scroll={{ x: 'max-content' }}
        />
      )}
    </div>
  );
}
