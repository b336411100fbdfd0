import { appStore, siteConfigAtom } from '@portal/shared/state';
import type { SiteConfig } from '@portal/shared/types';
import { renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { RemoteRegistry } from '../remotes/remote-registry';
import { PortalStatusPage } from './portal-status-page';

beforeAll(() => {
  vi.stubGlobal('__APP_VERSION__', '1.0.0');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ metaData: { buildInfo: { buildVersion: '1.0.1-e2e' } } }),
    ),
  );
});

const registry = {
  version: 1,
  subscribe: () => () => undefined,
  statusRows: () => [
    {
      name: 'mf_home',
      entry: '/mf-home/1.0.1-e2e/mf-manifest.json',
      configuredVersion: '1.0.1-e2e',
      loaded: true,
      loadMs: 120,
      error: null,
    },
    {
      name: 'mf_exams',
      entry: '/mf-exams/1.0.0/mf-manifest.json',
      configuredVersion: '1.0.0',
      loaded: false,
      loadMs: null,
      error: '远程模块加载失败',
    },
  ],
} as unknown as RemoteRegistry;

function renderPage() {
  appStore.set(siteConfigAtom, { tenantId: '001.001.065' } as SiteConfig);
  renderInPortal(<PortalStatusPage registry={registry} />);
}

describe('/__portal/status', () => {
  it('shows each remote with its configured and loaded version and errors', async () => {
    renderPage();
    expect(screen.getByTestId('status-tenant').textContent).toBe('001.001.065');
    const home = screen.getByText('mf_home').closest('tr');
    expect(home?.textContent).toContain('/mf-home/1.0.1-e2e/mf-manifest.json');
    expect(home?.textContent).toContain('120 ms');
    await vi.waitFor(() =>
      expect(screen.getByText('mf_home').closest('tr')?.textContent).toMatch(
        /1\.0\.1-e2e.*1\.0\.1-e2e/,
      ),
    );
    const exams = screen.getByText('mf_exams').closest('tr');
    expect(exams?.textContent).toContain('本次未加载');
    expect(exams?.textContent).toContain('远程模块加载失败');
  });
});
