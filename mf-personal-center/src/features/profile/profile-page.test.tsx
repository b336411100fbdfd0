import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { ApiError } from '@portal/shared/api';
import { appStore, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/types';
import { AppProviders } from '@portal/shared/ui';

import { updateProfile } from './profile.api';
import { ProfilePage } from './profile-page';

vi.mock('./profile.api', () => ({ updateProfile: vi.fn() }));
const updateMock = vi.mocked(updateProfile);

const user = {
  id: 'u1',
  name: '张学员',
  telephone: '13800000001',
  avatar: '/pcStatic/img/avatar.svg',
  orgName: '综合处',
  tenantId: '001.001',
} as UserInfo;

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
});

beforeEach(() => {
  appStore.set(userInfoAtom, user);
  updateMock.mockReset();
});

afterEach(() => {
  cleanup();
  appStore.set(userInfoAtom, null);
});

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/personalInfo', element: <ProfilePage /> }],
    {
      initialEntries: ['/personalInfo'],
    },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('ProfilePage', () => {
  it('shows the field message for a bad mobile number and sends nothing', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('手机号'), {
      target: { value: '010-12345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('saves the number and avatar and updates the shared user', async () => {
    updateMock.mockResolvedValue({
      ...user,
      telephone: '13912345678',
      avatar: '/pcStatic/img/avatar-2.svg',
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('手机号'), {
      target: { value: '13912345678' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '头像3' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(updateMock).toHaveBeenCalledWith({
      telephone: '13912345678',
      avatar: '/pcStatic/img/avatar-2.svg',
    });
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
    updateMock.mockRejectedValue(new ApiError('头像必须是系统提供的头像', 400));
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: '使用图片地址' }));
    const url = await screen.findByLabelText('头像图片地址');
    fireEvent.change(url, { target: { value: 'ftp://x/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('请输入以 http:// 或 https:// 开头的图片地址'),
    ).toBeTruthy();
    expect(updateMock).not.toHaveBeenCalled();
    fireEvent.change(url, {
      target: { value: 'https://img.example.cn/a.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('头像必须是系统提供的头像')).toBeTruthy();
    expect(updateMock).toHaveBeenCalledWith({
      telephone: '13800000001',
      avatar: 'https://img.example.cn/a.png',
    });
    expect(appStore.get(userInfoAtom)?.avatar).toBe('/pcStatic/img/avatar.svg');
  });
});
