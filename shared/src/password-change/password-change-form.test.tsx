import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';

import { fetchCaptcha, modifyPassword } from '@portal/shared/api';
import { encryptPassword } from '@portal/shared/crypto';
import { AppProviders } from '@portal/shared/ui';
import { ForcedPasswordDialog, PasswordChangeForm } from '.';

vi.mock('@portal/shared/api', () => ({
  DEFAULT_NETWORK_MESSAGE: '网络错误，请稍后重试',
  fetchCaptcha: vi.fn(),
  modifyPassword: vi.fn(),
}));
vi.mock('@portal/shared/crypto', () => ({
  encryptPassword: vi.fn((plain: string) => Promise.resolve(`enc(${plain})`)),
}));

const captchaMock = vi.mocked(fetchCaptcha);
const modifyMock = vi.mocked(modifyPassword);

let captchaCount = 0;

beforeEach(() => {
  captchaCount = 0;
  captchaMock.mockImplementation(async () => {
    captchaCount += 1;
    return {
      validateCodeImge: `img${captchaCount}`,
      verificationCodeToken: `token${captchaCount}`,
    };
  });
  modifyMock.mockReset();
  vi.mocked(encryptPassword).mockClear();
});

afterEach(cleanup);

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function renderForm(onSuccess = vi.fn()) {
  render(
    <AppProviders>
      <PasswordChangeForm
        publicKey="PEM"
        idcardHash="hash-1"
        onSuccess={onSuccess}
      />
    </AppProviders>,
  );
  await screen.findByAltText('图形验证码');
  return onSuccess;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
}

async function fillValid() {
  type('原密码', 'Old@2025x');
  type('新密码', 'Portal@2026');
  type('确认密码', 'Portal@2026');
  type('验证码', ' ab12 ');
}

describe('PasswordChangeForm', () => {
  it('shows the captcha inside a refresh button', async () => {
    await renderForm();
    const button = screen.getByRole('button', { name: '看不清，换一张' });
    expect(button.getAttribute('type')).toBe('button');
    const image = screen.getByAltText('图形验证码') as HTMLImageElement;
    expect(button.contains(image)).toBe(true);
    expect(image.src).toBe('data:image/png;base64,img1');

    fireEvent.click(button);
    await waitFor(() =>
      expect(image.getAttribute('src')).toBe('data:image/png;base64,img2'),
    );
  });

  it('shows every required message on submit with empty fields', async () => {
    await renderForm();
    submit();
    // antd validates the fields one by one: each message is awaited.
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(await screen.findByText('请再次输入密码')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(modifyMock).not.toHaveBeenCalled();
  });

  it('checks the new password on blur', async () => {
    await renderForm();
    type('新密码', 'short');
    fireEvent.blur(field('新密码'));
    expect(await screen.findByText('密码长度8位以上')).toBeTruthy();
    type('新密码', 'password123');
    fireEvent.blur(field('新密码'));
    expect(
      await screen.findByText(
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      ),
    ).toBeTruthy();
  });

  it('shows 两次输入密码不一致! for a mismatching confirm', async () => {
    await renderForm();
    type('新密码', 'Portal@2026');
    type('确认密码', 'Portal@2027');
    fireEvent.blur(field('确认密码'));
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy();
  });

  it('re-validates confirm when the new password becomes valid', async () => {
    await renderForm();
    type('新密码', 'Portal@2026');
    type('确认密码', 'Portal@2027');
    fireEvent.blur(field('确认密码'));
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy();
    // Typing a valid new password re-checks the filled confirm field.
    type('新密码', 'Portal@2027');
    await waitFor(() =>
      expect(screen.queryByText('两次输入密码不一致!')).toBeNull(),
    );
  });

  it('encrypts the passwords, submits and reports success', async () => {
    modifyMock.mockResolvedValue({ success: true, message: 'ok' });
    const onSuccess = await renderForm();
    await fillValid();
    submit();
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith('修改成功,请重新登录'),
    );
    expect(encryptPassword).toHaveBeenCalledWith('Old@2025x', 'PEM');
    expect(modifyMock).toHaveBeenCalledWith({
      oldPassword: 'enc(Old@2025x)',
      newPassword: 'enc(Portal@2026)',
      confirmPassword: 'enc(Portal@2026)',
      verificationCode: 'ab12',
      verificationCodeToken: 'token1',
      idcardHash: 'hash-1',
    });
  });

  it('disables the submit button while submitting', async () => {
    let finish: (value: {
      success: boolean;
      message: string;
    }) => void = () => {};
    modifyMock.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    await renderForm();
    await fillValid();
    submit();
    const button = screen.getByRole('button', { name: /确定/ });
    await waitFor(() =>
      expect((button as HTMLButtonElement).disabled).toBe(true),
    );
    await act(async () => finish({ success: true, message: '' }));
    await waitFor(() =>
      expect((button as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('shows the server message, refreshes the captcha and clears the code on failure', async () => {
    modifyMock.mockResolvedValue({ success: false, message: '验证码错误' });
    const onSuccess = await renderForm();
    await fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('验证码错误');
    // …and as a toast (antd's message), which is not an alert role.
    await waitFor(() =>
      expect(
        document.querySelector('.ant-message-notice')?.textContent,
      ).toContain('验证码错误'),
    );
    await waitFor(() => expect(captchaCount).toBe(2));
    await waitFor(() =>
      expect((screen.getByAltText('图形验证码') as HTMLImageElement).src).toBe(
        'data:image/png;base64,img2',
      ),
    );
    expect(field('验证码').value).toBe('');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows an encryption failure inline', async () => {
    vi.mocked(encryptPassword).mockImplementationOnce(() =>
      Promise.reject(new Error('密码加密失败：公钥无效或密码过长')),
    );
    await renderForm();
    await fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      '密码加密失败',
    );
    expect(modifyMock).not.toHaveBeenCalled();
  });
});

describe('ForcedPasswordDialog', () => {
  it('is titled 修改密码, without a close button, and holds the form', async () => {
    render(
      <ForcedPasswordDialog
        open
        publicKey="PEM"
        idcardHash="h"
        onSuccess={() => {}}
      />,
    );
    expect(await screen.findByText('修改密码')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
    expect(screen.getByLabelText('原密码')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, {
      key: 'Escape',
    });
    expect(screen.getByText('修改密码')).toBeTruthy();
  });

  it('renders nothing when closed', () => {
    render(
      <ForcedPasswordDialog
        open={false}
        publicKey="PEM"
        idcardHash="h"
        onSuccess={() => {}}
      />,
    );
    expect(screen.queryByText('修改密码')).toBeNull();
  });
});
