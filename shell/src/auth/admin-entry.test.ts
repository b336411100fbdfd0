import type {
  AdminEntryModule,
  PendingWindow,
  ProjectConfig,
  UserInfo,
} from '@portal/shared/contracts';
import { loadRemoteModule } from '@portal/shared/spa';
import { stubWindowOpen } from '@portal/shared/testing';

vi.mock('@portal/shared/spa', () => ({ loadRemoteModule: vi.fn() }));

const loadMock = vi.mocked(loadRemoteModule);

let signIn: (flags: Partial<UserInfo>) => void = () => {};

/**
 * Each test gets the shell's module afresh (it keeps the loaded entry),
 * with the state module it reads the user from.
 */
async function freshEntry() {
  vi.resetModules();
  const { appStore, projectConfigAtom, userInfoAtom } =
    await import('@portal/shared/state');
  signIn = (flags) => {
    appStore.set(userInfoAtom, {
      id: 'u1',
      name: '李管理',
      ...flags,
    } as UserInfo);
    appStore.set(projectConfigAtom, {
      adminUrl: 'http://portal.test/admin/',
    } as ProjectConfig);
  };
  return import('./admin-entry');
}

/** A remote whose code arrives when `arrive` is called. */
function slowRemote(openAdminEntry: AdminEntryModule['openAdminEntry']) {
  let arrive: () => void = () => {};
  loadMock.mockImplementation(
    () =>
      new Promise((resolve) => {
        arrive = () => resolve({ openAdminEntry });
      }),
  );
  return { arrive: () => arrive() };
}

afterEach(() => {
  vi.restoreAllMocks();
  loadMock.mockReset();
});

describe('runAdminEntry', () => {
  it('opens the window in the click while the code loads, for an administrator the back office opens for at once', async () => {
    const { runAdminEntry } = await freshEntry();
    signIn({ manage: true });
    const { open, opened } = stubWindowOpen();
    let given: PendingWindow | undefined;
    const remote = slowRemote(async (_user, project, backOffice) => {
      given = backOffice;
      backOffice?.go(project.adminUrl ?? 'no adminUrl');
      return { outcome: 'opened' };
    });
    const running = runAdminEntry();
    // Nothing awaited yet: the click's own turn.
    expect(open).toHaveBeenCalledTimes(1);
    remote.arrive();
    await expect(running).resolves.toEqual({ kind: 'done' });
    expect(given).toBeDefined();
    expect(opened[0]?.location.href).toBe('http://portal.test/admin/');
    expect(opened[0]?.closed).toBe(false);
  });

  it('opens no window for a learner, nor for one who verifies first', async () => {
    const { runAdminEntry } = await freshEntry();
    const { open } = stubWindowOpen();
    for (const flags of [
      {},
      { manage: true, check: true },
      { needUkey: true },
    ]) {
      signIn(flags);
      const remote = slowRemote(async (_user, _project, backOffice) => {
        expect(backOffice).toBeUndefined();
        return { outcome: 'refused' };
      });
      const running = runAdminEntry();
      remote.arrive();
      await running;
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('calls a loaded entry inside the click, without a window of its own', async () => {
    const { preloadAdminEntry, runAdminEntry } = await freshEntry();
    signIn({ manage: true });
    const { open } = stubWindowOpen();
    const openAdminEntry = vi.fn(async () => ({ outcome: 'opened' as const }));
    loadMock.mockResolvedValue({ openAdminEntry });
    await preloadAdminEntry();
    const running = runAdminEntry();
    expect(openAdminEntry).toHaveBeenCalledTimes(1);
    expect(openAdminEntry.mock.calls[0]).toHaveLength(2);
    expect(open).not.toHaveBeenCalled();
    await running;
  });

  it('closes its window when the code cannot load, and offers 重试', async () => {
    const { runAdminEntry } = await freshEntry();
    signIn({ manage: true });
    const { opened } = stubWindowOpen();
    loadMock.mockRejectedValueOnce(new Error('offline'));
    await expect(runAdminEntry()).resolves.toEqual({ kind: 'unavailable' });
    expect(opened[0]?.closed).toBe(true);
    // The next click loads again.
    loadMock.mockResolvedValueOnce({
      openAdminEntry: async () => ({ outcome: 'opened' }),
    });
    await expect(runAdminEntry()).resolves.toEqual({ kind: 'done' });
  });

  it('closes the window an older entry, which knows none, leaves blank', async () => {
    const { runAdminEntry } = await freshEntry();
    signIn({ manage: true });
    const { opened } = stubWindowOpen();
    const remote = slowRemote(async () => ({ outcome: 'opened' }));
    const running = runAdminEntry();
    remote.arrive();
    await running;
    expect(opened[0]?.closed).toBe(true);
  });
});
