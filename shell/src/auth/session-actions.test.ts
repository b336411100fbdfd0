import { setToken } from '@portal/shared/api';
import { appStore, siteConfigAtom, userInfoAtom } from '@portal/shared/state';
import { fakeBackend } from '@portal/shared/testing';
import type { SiteConfig } from '@portal/shared/types';
import type { UserInfo } from '@portal/shared/contracts';
import { navigateTo } from '@portal/shared/ui';

import { loadSession } from './session-actions';

vi.mock('../ui/feedback', () => ({
  notify: vi.fn(),
  warningDialog: vi.fn(() => Promise.resolve()),
}));
vi.mock('@portal/shared/ui', async (original) => ({
  ...(await original<object>()),
  navigateTo: vi.fn(),
}));

const expired = {
  id: 'u6',
  name: '孙过期',
  idCardHash: 'h6',
  roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'portal-web' }],
  roles: ['ROLE_NC_WEB'],
  traineeId: 'T1',
  needUpdatePwd: true,
  tenantId: '001.001',
} as UserInfo;

beforeEach(() => {
  sessionStorage.clear();
  setToken('session-token');
  appStore.set(siteConfigAtom, {
    tenantId: '001.001',
    capabilities: { passwordPrompt: 'reminder' },
  } as unknown as SiteConfig);
  fakeBackend()
    .on('POST /api/user/info', expired)
    .on('POST /api/user/configure/new', null)
    .on('POST /api/letter/getUnReadNum', { unReadNum: 0 });
});

afterEach(() => {
  appStore.set(userInfoAtom, null);
  appStore.set(siteConfigAtom, null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('loadSession', () => {
  it('clears needUpdatePwd after the reminder in memory and in the session copy', async () => {
    const outcome = await loadSession();
    expect(outcome.kind).toBe('user');
    expect(navigateTo).toHaveBeenCalledWith('/personalCenter?acativeId=8');
    expect(appStore.get(userInfoAtom)?.needUpdatePwd).toBe(false);
    const copy = JSON.parse(
      sessionStorage.getItem('userInfo') ?? 'null',
    ) as UserInfo | null;
    expect(copy).toMatchObject({ id: 'u6', needUpdatePwd: false });
  });
});
