import type { RemoteMap } from '@portal/shared/contracts';
import { RemoteErrorBoundary } from '@portal/shared/spa';
import { render } from '@testing-library/react';

import { chooseRemotes } from './delivery-choice';
import { REMOTE_ERROR_EVENT, startDeliveryReports } from './delivery-reports';
import { queueLoadFailure, reportQueue } from './report-queue';
import { startSending } from './report-sender';

vi.mock('./report-sender', () => ({ startSending: vi.fn() }));

const map: RemoteMap = {
  tenantId: '001.001',
  remotes: {
    mf_home: '/mf-home/1.0.0/mf-manifest.json',
    mf_exams: '/mf-exams/1.0.0/mf-manifest.json',
  },
  canaries: {
    mf_home: {
      version: '1.1.0',
      share: 100,
      startedAt: '2025-01-01T00:00:00Z',
    },
  },
};

function Thrower(): never {
  throw new Error('boom');
}

describe('the always-loaded reports', () => {
  beforeEach(() => {
    reportQueue.length = 0;
  });

  it('queues a page error of a canaried remote from its error boundary, with the route pattern', async () => {
    chooseRemotes(map, 'device');
    startDeliveryReports('001.001', () => ({
      remote: 'mf_home',
      route: '/index',
    }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RemoteErrorBoundary appName="mf-home">
        <Thrower />
      </RemoteErrorBoundary>,
    );
    expect(reportQueue).toEqual([
      {
        kind: 'page-error',
        remote: 'mf_home',
        version: '1.1.0',
        route: '/index',
        at: expect.any(Number) as number,
      },
    ]);
    // Once per page: the gate counts sessions.
    window.dispatchEvent(
      new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-home' } }),
    );
    expect(reportQueue).toHaveLength(1);
    // The sender is loaded after load and an idle moment.
    await vi.waitFor(() => expect(startSending).toHaveBeenCalled(), {
      timeout: 3000,
    });
  });

  it('sorts load failures from timeouts and drops what is not reportable', () => {
    chooseRemotes(map, 'device');
    queueLoadFailure('mf_home', 'mf_home 路由清单加载超时', null);
    queueLoadFailure('mf_home', 'ScriptNetworkError', '/index');
    queueLoadFailure('mf_home', 'failed', '/course/12345');
    queueLoadFailure('mf_home', 'failed', '/detail?id=1');
    queueLoadFailure('mf_exams', 'failed', '/exam');
    expect(reportQueue.map((r) => [r.kind, r.route])).toEqual([
      ['load-timeout', '/*'],
      ['load-failure', '/index'],
    ]);
  });

  it('does nothing for a map without canaries', () => {
    chooseRemotes({ ...map, canaries: {} }, 'device');
    const listen = vi.spyOn(window, 'addEventListener');
    startDeliveryReports('001.001', () => ({
      remote: 'mf_home',
      route: '/index',
    }));
    expect(listen).not.toHaveBeenCalled();
    queueLoadFailure('mf_home', 'failed', '/index');
    expect(reportQueue).toEqual([]);
  });
});
