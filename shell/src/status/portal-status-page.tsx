import { siteConfigAtom, useAtomValue } from '@portal/shared/state';
import { Alert, Card, Table, Typography } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';

import {
  deliveryChoices,
  type RemoteDelivery,
} from '../delivery/delivery-choice';
import type {
  RemoteRegistry,
  RemoteStatusRow,
} from '../remotes/remote-registry';
import { DeliveryPins } from './delivery-pins';

interface PortalStatus {
  tenantId: string;
  shellVersion: string;
  remotes: (RemoteStatusRow & { loadedVersion: string | null })[];
  /** The remotes with a canary and what this browser runs of them. */
  canaries: RemoteDelivery[];
}

/** The build version inside a manifest the page already loaded (cached). */
async function manifestVersion(entry: string): Promise<string | null> {
  try {
    const response = await fetch(entry);
    const manifest = (await response.json()) as {
      metaData?: { buildInfo?: { buildVersion?: string } };
    };
    return manifest.metaData?.buildInfo?.buildVersion ?? null;
  } catch {
    return null;
  }
}

function useStatus(registry: RemoteRegistry): PortalStatus {
  const site = useAtomValue(siteConfigAtom);
  const version = useSyncExternalStore(
    (listener) => registry.subscribe(listener),
    () => registry.version,
  );
  const [loadedVersions, setLoadedVersions] = useState<
    Record<string, string | null>
  >({});
  const rows = registry.statusRows();
  useEffect(() => {
    let live = true;
    void Promise.all(
      registry
        .statusRows()
        .filter((row) => row.loaded)
        .map(
          async (row) => [row.name, await manifestVersion(row.entry)] as const,
        ),
    ).then((pairs) => {
      if (live) setLoadedVersions(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [registry, version]);
  return {
    tenantId: site?.tenantId ?? '',
    shellVersion: __APP_VERSION__,
    remotes: rows.map((row) => ({
      ...row,
      loadedVersion: row.loaded ? (loadedVersions[row.name] ?? null) : null,
    })),
    canaries: deliveryChoices(),
  };
}

const COLUMNS = [
  { title: '远程应用', dataIndex: 'name', key: 'name' },
  {
    title: '配置版本',
    dataIndex: 'configuredVersion',
    key: 'configured',
    render: (v: string | null) => v ?? '—',
  },
  {
    title: '已加载版本',
    dataIndex: 'loadedVersion',
    key: 'loaded',
    render: (v: string | null, row: RemoteStatusRow) =>
      row.loaded ? (v ?? '…') : '本次未加载',
  },
  {
    title: '加载耗时',
    dataIndex: 'loadMs',
    key: 'loadMs',
    render: (v: number | null) => (v === null ? '—' : `${v} ms`),
  },
  { title: '清单地址', dataIndex: 'entry', key: 'entry' },
  {
    title: '加载错误',
    dataIndex: 'error',
    key: 'error',
    render: (v: string | null) =>
      v ? <Typography.Text type="danger">{v}</Typography.Text> : '无',
  },
];

/**
 * /__portal/status: which version of each remote this tenant is configured
 * to run and what this browser loaded, for operators, with the version
 * each canaried remote runs here and buttons to pin it. ?format=json shows the
 * same facts as JSON for monitoring scripts. Only operators reach it: its
 * route asks for the admin role (routing/shell-routes.ts), and the content
 * area shows anyone else the no-permission page instead.
 */
export function PortalStatusPage({ registry }: { registry: RemoteRegistry }) {
  const status = useStatus(registry);
  const json = JSON.stringify(status, null, 2);
  if (new URLSearchParams(location.search).get('format') === 'json') {
    return (
      // Long addresses scroll inside the block, not the page.
      <pre data-testid="portal-status-json" style={{ overflowX: 'auto' }}>
        {json}
      </pre>
    );
  }
  return (
    <Card data-testid="portal-status">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        门户运行状态
      </Typography.Title>
      <Typography.Paragraph>
        租户 <strong data-testid="status-tenant">{status.tenantId}</strong> ·
        外壳版本 <strong>{status.shellVersion}</strong>
      </Typography.Paragraph>
      {status.remotes.some((r) => r.error) && (
        <Alert
          type="error"
          showIcon
          title="有远程应用加载失败"
          style={{ marginBottom: 16 }}
        />
      )}
      <Table
        rowKey="name"
        size="small"
        pagination={false}
        columns={COLUMNS}
        dataSource={status.remotes}
        scroll={{ x: 'max-content' }}
      />
      <DeliveryPins deliveries={status.canaries} />
    </Card>
  );
}
