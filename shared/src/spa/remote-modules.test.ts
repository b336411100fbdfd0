import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  hasRemoteModuleLoader,
  loadRemoteModule,
  provideRemoteModuleLoader,
  RemoteModuleError,
} from './remote-modules';

afterEach(() => provideRemoteModuleLoader(null));

describe('remote module registry', () => {
  it('refuses with a message when no loader is installed', async () => {
    expect(hasRemoteModuleLoader()).toBe(false);
    await expect(loadRemoteModule('mf_exams', './exam-runner')).rejects.toThrow(
      RemoteModuleError,
    );
  });

  it('asks the installed loader and hands back its module', async () => {
    const module = { ExamRunner: () => null };
    const loader = vi.fn().mockResolvedValue(module);
    provideRemoteModuleLoader(loader);
    expect(hasRemoteModuleLoader()).toBe(true);
    await expect(
      loadRemoteModule<typeof module>('mf_exams', './exam-runner'),
    ).resolves.toBe(module);
    expect(loader).toHaveBeenCalledWith('mf_exams', './exam-runner');
  });

  it('turns a failed or empty load into a RemoteModuleError, and retries on the next call', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('remoteEntry.js 503'))
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ ok: true });
    provideRemoteModuleLoader(loader);
    const first = loadRemoteModule('mf_exams', './exam-runner');
    await expect(first).rejects.toThrow('remoteEntry.js 503');
    await expect(first).rejects.toMatchObject({
      remote: 'mf_exams',
      exposed: './exam-runner',
    });
    await expect(loadRemoteModule('mf_exams', './exam-runner')).rejects.toThrow(
      'mf_exams/exam-runner 加载失败',
    );
    await expect(
      loadRemoteModule('mf_exams', './exam-runner'),
    ).resolves.toEqual({ ok: true });
  });

  it('is shared by every copy of the module (a global symbol)', async () => {
    vi.resetModules();
    // A fresh instance of the module: not the one imported above.
    const other = await import('./remote-modules');
    expect(other.loadRemoteModule).not.toBe(loadRemoteModule);
    provideRemoteModuleLoader(() => Promise.resolve('from the shell'));
    await expect(other.loadRemoteModule('x', './y')).resolves.toBe(
      'from the shell',
    );
  });
});
