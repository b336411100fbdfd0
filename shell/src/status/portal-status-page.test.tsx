import { appStore, siteConfigAtom, userInfoAtom } from '@portal/shared/state';
import type { SiteConfig, UserInfo } from '@portal/shared/types';
import { AppProviders } from '@portal/shared/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { RemoteRegistry } from '../remotes/remote-registry';
import { isOperator, PortalStatusPage } from './portal-status-page';

beforeAll(() => {
  vi.stubGlobal('__APP_VERSION__', '1.0.0');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ metaData: { buildInfo: { buildVersion: '1.0.1-e2e' } } }),
    ),
  );
});

afterEach(() => {
  appStore.set(userInfoAtom, null);
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
  render(
    <AppProviders>
      <PortalStatusPage registry={registry} />
    </AppProviders>,
  );
}

describe('/__portal/status', () => {
  it('is for operators only', () => {
    expect(isOperator({ roles: ['ROLE_NC_WEB', 'admin'] } as UserInfo)).toBe(
      true,
    );
    expect(isOperator({ roles: ['ROLE_NC_WEB'] } as UserInfo)).toBe(false);
    expect(isOperator(null)).toBe(false);
    appStore.set(userInfoAtom, { roles: ['ROLE_NC_WEB'] } as UserInfo);
    renderPage();
    expect(screen.getByText('没有权限访问此页面')).toBeTruthy();
    expect(screen.queryByText('mf_home')).toBeNull();
  });

  it('shows each remote with its configured and loaded version and errors', async () => {
    appStore.set(userInfoAtom, { roles: ['admin'] } as UserInfo);
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
