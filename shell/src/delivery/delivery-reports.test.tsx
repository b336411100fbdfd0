import type { RemoteMap } from '@portal/shared/contracts';
import { RemoteErrorBoundary } from '@portal/shared/spa';
import { render } from '@testing-library/react';

import type {
  FailureListener,
  RemoteRegistry,
} from '../remotes/remote-registry';
import { chooseRemotes } from './delivery-choice';
import { startDeliveryReports } from './delivery-reports';
import { REMOTE_ERROR_EVENT } from './delivery-events';
import { startDelivery } from './delivery-start';
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

const onIndex = () => ({ remote: 'mf_home', route: '/index' });

function Thrower(): never {
  throw new Error('boom');
}

/** The registry's side delivery-start uses: failure listeners and routes. */
function fakeRegistry() {
  const listeners = new Set<FailureListener>();
  const registry = {
    onFailure(listener: FailureListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    findRoute: () => ({ remote: 'mf_home', fullPath: '/index' }),
  };
  const fail = (remote: string, message: string) => {
    for (const listener of listeners) listener(remote, message, '/learn');
  };
  return {
    registry: registry as unknown as RemoteRegistry,
    fail,
    listeners,
  };
}

describe('the delivery reports', () => {
  beforeEach(() => {
    reportQueue.length = 0;
    vi.mocked(startSending).mockClear();
  });

  it('queues a page error of a canaried remote from its error boundary, with the route pattern', () => {
    chooseRemotes(map, 'device');
    startDeliveryReports({
      tenantId: '001.001',
      current: onIndex,
      onFailure: () => undefined,
    });
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
    expect(startSending).toHaveBeenCalledWith('001.001', onIndex);
  });

  it('queues what went wrong before it arrived, at the time it happened', () => {
    chooseRemotes(map, 'device');
    startDeliveryReports({
      tenantId: '001.001',
      current: onIndex,
      onFailure: () => undefined,
      early: [
        {
          kind: 'load',
          remote: 'mf_home',
          message: 'ScriptNetworkError',
          route: null,
          at: 1000,
        },
        { kind: 'page-error', remote: 'mf_home', route: '/course', at: 2000 },
      ],
    });
    expect(reportQueue.map((r) => [r.kind, r.route, r.at])).toEqual([
      ['load-failure', '/*', 1000],
      ['page-error', '/course', 2000],
    ]);
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
});

describe('delivery at boot', () => {
  beforeEach(() => {
    reportQueue.length = 0;
    vi.mocked(startSending).mockClear();
  });

  it('chooses the versions, keeps a failure from the start, and hands it to the reports once a remote has mounted', async () => {
    const { registry, fail, listeners } = fakeRegistry();
    const descriptors = await startDelivery(map, '001.001', registry);
    expect(descriptors).toEqual([
      { name: 'mf_home', entry: '/mf-home/1.1.0/mf-manifest.json' },
      { name: 'mf_exams', entry: '/mf-exams/1.0.0/mf-manifest.json' },
    ]);
    fail('mf_home', 'ScriptNetworkError');
    expect(reportQueue).toEqual([]);
    // Not before a remote has mounted: the page is not interactive yet.
    window.dispatchEvent(
      new CustomEvent('single-spa:app-change', {
        detail: { appsByNewStatus: { MOUNTED: [] } },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(startSending).not.toHaveBeenCalled();
    window.dispatchEvent(
      new CustomEvent('single-spa:app-change', {
        detail: { appsByNewStatus: { MOUNTED: ['mf_home'] } },
      }),
    );
    await vi.waitFor(() => expect(startSending).toHaveBeenCalled(), {
      timeout: 3000,
    });
    expect(reportQueue.map((r) => [r.kind, r.remote, r.version])).toEqual([
      ['load-failure', 'mf_home', '1.1.0'],
    ]);
    // The keeping listener made way for the queue's.
    expect(listeners.size).toBe(1);
  });

  it('listens to nothing when the canary names no remote of the map', async () => {
    const { registry, listeners } = fakeRegistry();
    const listen = vi.spyOn(window, 'addEventListener');
    const descriptors = await startDelivery(
      {
        ...map,
        canaries: {
          mf_other: { version: '1.1.0', share: 100, startedAt: '2025-01-01' },
        },
      },
      '001.001',
      registry,
    );
    expect(descriptors[0]?.entry).toBe('/mf-home/1.0.0/mf-manifest.json');
    expect(listeners.size).toBe(0);
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
  });
});
