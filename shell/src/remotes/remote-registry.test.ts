import {
  loadRemote,
  registerRemotes,
} from '@module-federation/enhanced/runtime';

import {
  type RegisterApplicationConfig,
  registerApplication,
} from 'single-spa';

import type { PortalRoute } from '@portal/shared/types';

import { canOpen } from '../auth/permissions';
import { PORTAL_STATUS_PATH, SHELL_ROUTES } from '../routing/shell-routes';
import { contentStatusFor } from './content-status';
import { RemoteRegistry } from './remote-registry';
import { fetchRouteManifest } from './route-manifests';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('single-spa', () => ({
  addErrorHandler: vi.fn(),
  getAppNames: vi.fn(() => []),
  registerApplication: vi.fn(),
  triggerAppChange: vi.fn(),
  unregisterApplication: vi.fn(),
}));
vi.mock('./route-manifests', () => ({
  fetchRouteManifest: vi.fn(async () => []),
}));

const loadMock = vi.mocked(loadRemote);
const registerMock = vi.mocked(registerRemotes);

const EXAMS = { name: 'mf_exams', entry: '/mf-exams/1.0.0/mf-manifest.json' };

describe('RemoteRegistry.loadModule (the shared remote-module loader)', () => {
  beforeEach(() => {
    loadMock.mockReset();
    registerMock.mockReset();
  });

  it('loads an exposed module of a known remote through the runtime', async () => {
    const registry = new RemoteRegistry();
    await registry.init([EXAMS]);
    registerMock.mockClear();
    const module = { ExamRunner: () => null };
    loadMock.mockResolvedValue(module);
    await expect(
      registry.loadModule('mf_exams', './exam-runner'),
    ).resolves.toBe(module);
    expect(loadMock).toHaveBeenCalledWith('mf_exams/exam-runner');
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('rejects on a failure marker or an unknown remote, and forces a fresh container on the next try', async () => {
    const registry = new RemoteRegistry();
    await registry.init([EXAMS]);
    registerMock.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadMock.mockResolvedValueOnce({
      __remoteLoadFailure: true,
      id: 'mf_exams/exam-runner',
      lifecycle: 'onLoad',
      message: '503',
    });
    await expect(
      registry.loadModule('mf_exams', './exam-runner'),
    ).rejects.toThrow('mf_exams/exam-runner 加载失败');

    loadMock.mockResolvedValueOnce({ ok: true });
    await expect(
      registry.loadModule('mf_exams', './exam-runner'),
    ).resolves.toEqual({ ok: true });
    expect(registerMock).toHaveBeenCalledWith([EXAMS], { force: true });

    await expect(registry.loadModule('mf_nope', './x')).rejects.toThrow(
      '未知的远程模块 mf_nope',
    );
  });
});

describe('RemoteRegistry.init (boot)', () => {
  const HOME = { name: 'mf_home', entry: '/mf-home/1.0.0/mf-manifest.json' };
  const manifestMock = vi.mocked(fetchRouteManifest);

  afterEach(() => {
    vi.useRealTimers();
    manifestMock.mockReset();
    manifestMock.mockImplementation(async () => []);
  });

  it('does not wait for a manifest that does not answer; the remote registers when it arrives', async () => {
    vi.useFakeTimers();
    let answer: (routes: { path: string }[]) => void = () => {};
    manifestMock.mockImplementation(async (remote) =>
      remote.name === 'mf_exams'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : [{ path: '/index' }],
    );
    const registry = new RemoteRegistry();
    let booted = false;
    void registry.init([HOME, EXAMS], 1000).then(() => {
      booted = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(booted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(booted).toBe(true);
    expect(registry.findRoute('/index')?.remote).toBe('mf_home');
    expect(registry.remotesLoadingRoutes()).toEqual(['mf_exams']);
    expect(registry.failure('mf_exams')).toBeNull();

    let settled = false;
    void registry.routesSettled().then(() => {
      settled = true;
    });
    const notified = vi.fn();
    registry.subscribe(notified);
    answer([{ path: '/scheme' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(notified).toHaveBeenCalled();
    expect(registry.remotesLoadingRoutes()).toEqual([]);
    expect(registry.findRoute('/scheme')?.remote).toBe('mf_exams');
    expect(vi.mocked(registerApplication)).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'mf_exams' }),
    );
  });
});

describe('RemoteRegistry.preload (menu hover)', () => {
  beforeEach(() => {
    loadMock.mockReset();
  });

  it('asks the remote owning the path for that page once, and nothing for unknown paths', async () => {
    const manifest: PortalRoute[] = [
      { path: '/examList', title: '考试', layout: 'main' },
      { path: '/scheme', title: '考试计划', layout: 'main' },
    ];
    vi.mocked(fetchRouteManifest).mockResolvedValueOnce(manifest);
    const preloadPage = vi.fn(async () => undefined);
    loadMock.mockResolvedValue({ preload: preloadPage });
    const registry = new RemoteRegistry();
    await registry.init([EXAMS]);
    registry.preload('/nowhere');
    expect(loadMock).not.toHaveBeenCalled();
    registry.preload('/examList');
    registry.preload('/examList');
    registry.preload('/scheme');
    await vi.waitFor(() => expect(preloadPage).toHaveBeenCalledTimes(2));
    expect(loadMock).toHaveBeenCalledWith('mf_exams/spa');
    // With the manifest the shell read, which the remote routes by.
    expect(preloadPage.mock.calls).toEqual([
      ['/examList', manifest],
      ['/scheme', manifest],
    ]);
  });

  it('passes the remote its manifest at mount, as read at that time', async () => {
    const manifest: PortalRoute[] = [{ path: '/scheme', title: '考试计划' }];
    vi.mocked(fetchRouteManifest).mockResolvedValueOnce(manifest);
    vi.mocked(registerApplication).mockClear();
    const registry = new RemoteRegistry();
    await registry.init([EXAMS]);
    const [config] = vi.mocked(registerApplication).mock.calls.at(-1) ?? [];
    const customProps = (config as RegisterApplicationConfig).customProps;
    expect(
      typeof customProps === 'function'
        ? customProps('mf_exams', window.location)
        : customProps,
    ).toMatchObject({ manifest });
  });

  it('preloads nothing the user may not open, and tries again after a failure', async () => {
    vi.mocked(fetchRouteManifest).mockResolvedValueOnce([
      { path: '/examList', title: '考试', layout: 'main', roles: ['admin'] },
      { path: '/scheme', title: '考试计划', layout: 'main' },
    ]);
    const registry = new RemoteRegistry(
      (route) => !route.chain.some((r) => r.roles?.includes('admin')),
    );
    await registry.init([EXAMS]);
    registry.preload('/examList');
    expect(loadMock).not.toHaveBeenCalled();
    loadMock.mockRejectedValueOnce(new Error('offline'));
    registry.preload('/scheme');
    await vi.waitFor(() => expect(loadMock).toHaveBeenCalledTimes(1));
    // The failed attempt is forgotten: the next hover asks again.
    await vi.waitFor(() => {
      registry.preload('/scheme');
      expect(loadMock).toHaveBeenCalledTimes(2);
    });
  });
});

describe("RemoteRegistry with the shell's own routes", () => {
  const roles = (user: string[]) => (route: { chain: PortalRoute[] }) =>
    canOpen(route.chain, user);

  it('finds the status page before any manifest and lists it last in the tree', async () => {
    vi.mocked(fetchRouteManifest).mockResolvedValueOnce([
      { path: '/personalCenter', title: '学习中心', layout: 'workspace' },
    ]);
    const registry = new RemoteRegistry(roles(['admin']), SHELL_ROUTES);
    expect(registry.findRoute(PORTAL_STATUS_PATH)?.remote).toBe('shell');
    await registry.init([EXAMS]);
    expect(registry.routeTree().map((route) => route.path)).toEqual([
      '/personalCenter',
      PORTAL_STATUS_PATH,
    ]);
  });

  it('opens the status page to the admin role only: a learner gets the no-permission page', () => {
    const forLearner = new RemoteRegistry(roles(['ROLE_NC_WEB']), SHELL_ROUTES);
    expect(contentStatusFor(forLearner, PORTAL_STATUS_PATH)).toEqual({
      kind: 'forbidden',
    });
    const forAdmin = new RemoteRegistry(
      roles(['ROLE_NC_WEB', 'admin']),
      SHELL_ROUTES,
    );
    expect(contentStatusFor(forAdmin, PORTAL_STATUS_PATH)).toEqual({
      kind: 'portal-status',
    });
  });
});
