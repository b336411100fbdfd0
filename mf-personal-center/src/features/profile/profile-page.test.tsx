import { cleanup, fireEvent, screen } from '@testing-library/react';

import { appStore, userInfoAtom } from '@portal/shared/state';
import {
  type FakeBackend,
  fakeBackend,
  renderRoutes,
  type TestRoutes,
} from '@portal/shared/testing';
import type { UserInfo } from '@portal/shared/contracts';

import { ProfilePage } from './profile-page';

const UPDATE = 'POST /api/user/info/update';
let backend: FakeBackend;
/** What each save sent. */
const sent = () => backend.calls(UPDATE).map((c) => c.body);

const user = {
  id: 'u1',
  name: '张学员',
  telephone: '13800000001',
  avatar: '/pcStatic/img/avatar.svg',
  orgName: '综合处',
  tenantId: '001.001',
} as UserInfo;

beforeEach(() => {
  appStore.set(userInfoAtom, user);
  backend = fakeBackend();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(userInfoAtom, null);
});

const PAGES: TestRoutes = { '/personalInfo': <ProfilePage /> };

describe('ProfilePage', () => {
  it('shows the field message for a bad mobile number and sends nothing', async () => {
    renderRoutes(PAGES, '/personalInfo');
    fireEvent.change(screen.getByLabelText('手机号'), {
      target: { value: '010-12345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('saves the number and avatar and updates the shared user', async () => {
    backend.on(UPDATE, {
      ...user,
      telephone: '13912345678',
      avatar: '/pcStatic/img/avatar-2.svg',
    });
    renderRoutes(PAGES, '/personalInfo');
    fireEvent.change(screen.getByLabelText('手机号'), {
      target: { value: '13912345678' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '头像3' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(sent()).toEqual([
      {
        ...user,
        telephone: '13912345678',
        avatar: '/pcStatic/img/avatar-2.svg',
      },
    ]);
    expect(appStore.get(userInfoAtom)).toMatchObject({
      name: '张学员',
      telephone: '13912345678',
      avatar: '/pcStatic/img/avatar-2.svg',
    });
    expect(screen.getByTestId('profile-telephone').textContent).toBe(
      '13912345678',
    );
  });

  it('sends an image address when one is chosen, and shows a server refusal', async () => {
    backend.on(UPDATE, backend.failure('头像必须是系统提供的头像', 400));
    renderRoutes(PAGES, '/personalInfo');
    fireEvent.click(screen.getByRole('radio', { name: '使用图片地址' }));
    const url = await screen.findByLabelText('头像图片地址');
    fireEvent.change(url, { target: { value: 'ftp://x/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('请输入以 http:// 或 https:// 开头的图片地址'),
    ).toBeTruthy();
    expect(sent()).toEqual([]);
    fireEvent.change(url, {
      target: { value: 'https://img.example.cn/a.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('头像必须是系统提供的头像')).toBeTruthy();
    expect(sent()).toEqual([
      { ...user, avatar: 'https://img.example.cn/a.png' },
    ]);
    expect(appStore.get(userInfoAtom)?.avatar).toBe('/pcStatic/img/avatar.svg');
  });

  it('posts the user-info object, without the session’s access token', async () => {
    const tokenUser = {
      ...user,
      loginBy: 'token',
      accessToken: 'AT-1',
      roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'portal-web' }],
      needUpdatePwd: false,
    } as UserInfo;
    appStore.set(userInfoAtom, tokenUser);
    backend.on(UPDATE, { ...tokenUser, telephone: '13912345678' });
    renderRoutes(PAGES, '/personalInfo');
    fireEvent.change(screen.getByLabelText('手机号'), {
      target: { value: '13912345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const { accessToken: _token, ...info } = tokenUser;
    expect(sent()).toEqual([{ ...info, telephone: '13912345678' }]);
    expect(backend.calls(UPDATE)[0]?.headers.get('content-type')).toContain(
      'application/json',
    );
  });
});
