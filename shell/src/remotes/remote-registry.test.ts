import {
  loadRemote,
  registerRemotes,
} from '@module-federation/enhanced/runtime';

import { RemoteRegistry } from './remote-registry';

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
