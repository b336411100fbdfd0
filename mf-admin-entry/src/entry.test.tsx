import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type {
  AdminEntryResult,
  ProjectConfig,
  UserInfo,
} from '@portal/shared/contracts';
import { appStore, userInfoAtom } from '@portal/shared/state';
import {
  type FakeBackend,
  fakeBackend,
  stubLocationAssign,
  stubWindowOpen,
  type TestWindow,
} from '@portal/shared/testing';

import { openAdminEntry } from './entry';
import { DIALOG_ROOT_ID, disposeDialogHost } from './components/dialog-host';
import { PHONE_VERIFIED_KEY } from './features/sms-verify/phone-verified';
import { FakeSocket } from './features/ukey/fake-socket';

const CHECK = 'POST /api/sso/user/checkUserSmsCode';

const project: ProjectConfig = {
  loginUrl: 'http://127.0.0.1:3000/sso/login',
  logoutUrl: 'http://127.0.0.1:3000/sso/logout',
  vpnLoginUrl: 'http://127.0.0.1:3000/sso/vpn-login',
  ukeyServiceUrl: 'ws://127.0.0.1:9999',
};

function user(flags: Partial<UserInfo>): UserInfo {
  return {
    id: 'u1',
    name: '张管理',
    telephone: '13800000001',
    idCardHash: 'HASH-1',
    roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'portal-web' }],
    manage: false,
    needUkey: false,
    check: false,
    orgName: '',
    orgId: '',
    orgCode: '',
    roles: ['ROLE_NC_WEB'],
    traineeId: 't1',
    needUpdatePwd: false,
    avatar: '',
    tenantId: '001.001',
    ...flags,
  };
}

let openMock: ReturnType<typeof stubWindowOpen>['open'];
let opened: TestWindow[];
let backend: FakeBackend;

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.reset();
  // A window opens (null would stand for the webview's same-tab fallback).
  ({ open: openMock, opened } = stubWindowOpen());
  backend = fakeBackend();
  backend.on('POST /api/webmember/getValidateCode', {
    validateCodeImge: 'img1',
    verificationCodeToken: 'token1',
  });
});

afterEach(() => {
  act(() => disposeDialogHost());
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  appStore.set(userInfoAtom, null);
  vi.unstubAllGlobals();
});

/** Starts the entry inside act, so the host's first render is flushed. */
async function start(
  who: UserInfo,
  config: ProjectConfig = project,
): Promise<{ result: Promise<AdminEntryResult> }> {
  let result!: Promise<AdminEntryResult>;
  await act(async () => {
    result = openAdminEntry(who, config);
  });
  // Wrapped: an async function would otherwise wait for the result itself.
  return { result };
}

describe('openAdminEntry', () => {
  it('opens the back office for a plain administrator', async () => {
    const result = await openAdminEntry(user({ manage: true }), {
      ...project,
      adminUrl: 'http://admin.example/',
    });
    expect(result).toEqual({ outcome: 'opened' });
    expect(openMock).toHaveBeenCalledWith('http://admin.example/', '_blank');
  });

  it("sends the shell's window to the back office, and closes it when a message or dialog comes first", async () => {
    const backOffice = { go: vi.fn(), close: vi.fn() };
    await openAdminEntry(
      user({ manage: true }),
      { ...project, adminUrl: 'http://admin.example/' },
      backOffice,
    );
    expect(backOffice.go).toHaveBeenCalledWith('http://admin.example/');
    expect(openMock).not.toHaveBeenCalled();

    const refused = { go: vi.fn(), close: vi.fn() };
    let result!: Promise<AdminEntryResult>;
    await act(async () => {
      result = openAdminEntry(user({}), project, refused);
    });
    await expect(result).resolves.toEqual({ outcome: 'refused' });
    expect(refused.close).toHaveBeenCalledTimes(1);
    expect(refused.go).not.toHaveBeenCalled();
  });

  it('hands a token administrator’s access token to the back office by POST', async () => {
    const backOffice = { go: vi.fn(), close: vi.fn(), post: vi.fn() };
    const result = await openAdminEntry(
      user({ manage: true, loginBy: 'token', accessToken: 'AT-9' }),
      { ...project, adminUrl: 'http://admin.example/' },
      backOffice,
    );
    expect(result).toEqual({ outcome: 'opened' });
    expect(backOffice.post).toHaveBeenCalledWith('http://admin.example/', {
      accessToken: 'AT-9',
    });
    expect(backOffice.go).not.toHaveBeenCalled();
  });

  it('refuses a learner with its own message, in one root of its own', async () => {
    await expect((await start(user({}))).result).resolves.toEqual({
      outcome: 'refused',
    });
    expect(await screen.findByText('您不是管理员，无权登录')).toBeTruthy();
    await expect((await start(user({}))).result).resolves.toEqual({
      outcome: 'refused',
    });
    expect(document.querySelectorAll(`#${DIALOG_ROOT_ID}`)).toHaveLength(1);
    expect(document.getElementById(DIALOG_ROOT_ID)?.parentElement).toBe(
      document.body,
    );
    expect(openMock).not.toHaveBeenCalled();
  });

  it('asks for the phone, then opens the address the server returned', async () => {
    const checking = user({ check: true, manage: true });
    appStore.set(userInfoAtom, checking);
    backend.on(CHECK, { adminUrl: 'http://server-admin.example/' });
    const { result } = await start(checking);
    expect(await screen.findByText('您需要验证手机号')).toBeTruthy();
    await screen.findByRole('dialog', { name: '短信验证码登录后台' });
    await screen.findByAltText('图形验证码');
    fireEvent.change(screen.getByLabelText('图形验证码'), {
      target: { value: 'ab12' },
    });
    fireEvent.change(screen.getByLabelText('短信验证码'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    // The back office's window opened with the click, before the check.
    expect(openMock).toHaveBeenCalledWith('', '_blank');

    await act(async () => {
      await expect(result).resolves.toEqual({ outcome: 'opened' });
    });
    expect(opened.map((child) => child.location.href)).toEqual([
      'http://server-admin.example/',
    ]);
    expect(backend.calls(CHECK).map((c) => c.body)).toEqual([
      expect.objectContaining({ code: '123456', verificationCode: 'ab12' }),
    ]);
    expect(sessionStorage.getItem(PHONE_VERIFIED_KEY)).toBe('true');
    expect(appStore.get(userInfoAtom)?.check).toBe(true);

    // The next 管理员登录 in this session opens at once.
    openMock.mockClear();
    await expect(
      openAdminEntry(appStore.get(userInfoAtom)!, project),
    ).resolves.toEqual({ outcome: 'opened' });
    expect(openMock).toHaveBeenCalledWith(project.vpnLoginUrl, '_blank');
  });

  it('goes to the back office in this tab where no window opens', async () => {
    vi.restoreAllMocks();
    stubWindowOpen({ blocked: true });
    const assign = stubLocationAssign();
    const checking = user({ check: true, manage: true });
    backend.on(CHECK, { adminUrl: 'http://server-admin.example/' });
    const { result } = await start(checking);
    await screen.findByAltText('图形验证码');
    fireEvent.change(screen.getByLabelText('图形验证码'), {
      target: { value: 'ab12' },
    });
    fireEvent.change(screen.getByLabelText('短信验证码'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await act(async () => {
      await expect(result).resolves.toEqual({ outcome: 'opened' });
    });
    expect(assign).toHaveBeenCalledWith('http://server-admin.example/');
  });

  it('resolves cancelled when the SMS dialog is closed', async () => {
    const { result } = await start(user({ check: true }));
    await screen.findByRole('dialog', { name: '短信验证码登录后台' });
    // A second click while the dialog is open joins it.
    const second = await start(user({ check: true }));
    expect(second.result).toBe(result);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(result).resolves.toEqual({ outcome: 'cancelled' });
    expect(openMock).not.toHaveBeenCalled();
  });

  it('asks for the PIN and listens to the key service while open', async () => {
    const { result } = await start(user({ needUkey: true, manage: true }));
    await screen.findByRole('dialog', { name: '请输入PIN码' });
    expect(FakeSocket.last.url).toBe('ws://127.0.0.1:9999');
    await act(async () => FakeSocket.last.open());
    act(() => FakeSocket.last.receive({ event: 'keyInserted', data: {} }));
    expect(await screen.findByText('uKey已插入')).toBeTruthy();

    fireEvent.keyDown(screen.getByLabelText('PIN码'), { key: 'Escape' });
    await expect(result).resolves.toEqual({ outcome: 'cancelled' });
    await waitFor(() => expect(FakeSocket.last.readyState).toBe(3));
  });
});
