import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';

import { type FakeBackend, fakeBackend } from '@portal/shared/testing';
import type { PendingWindow, UserInfo } from '@portal/shared/contracts';
import { AppProviders } from '@portal/shared/ui';

import { stubWindowOpen } from '@portal/shared/testing';
import { COUNTDOWN_KEY } from './countdown';
import { SmsVerifyDialog } from './sms-verify-dialog';

const CAPTCHA = 'POST /api/webmember/getValidateCode';
const SEND = 'POST /api/sso/user/sendSmsCode';
const CHECK = 'POST /api/sso/user/checkUserSmsCode';

const user = {
  id: 'u1',
  name: '张管理',
  telephone: '13800000001',
  idCardHash: 'HASH-1',
  roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'portal-web' }],
  check: true,
} as UserInfo;

let backend: FakeBackend;

beforeEach(() => {
  sessionStorage.clear();
  backend = fakeBackend();
  backend.on(CAPTCHA, () => {
    const n = backend.calls(CAPTCHA).length;
    return { validateCodeImge: `img${n}`, verificationCodeToken: `token${n}` };
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function renderDialog() {
  const props = { onVerified: vi.fn(), onCancel: vi.fn() };
  render(
    <AppProviders>
      <SmsVerifyDialog user={user} {...props} />
    </AppProviders>,
  );
  await screen.findByAltText('图形验证码');
  return props;
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function sendButton(): HTMLButtonElement {
  return screen.getByRole('button', {
    name: /获取验证码|秒后重新获取/,
  }) as HTMLButtonElement;
}

describe('SmsVerifyDialog', () => {
  it('is titled 短信验证码登录后台 with the phone prefilled', async () => {
    await renderDialog();
    expect(
      screen.getByRole('dialog', { name: '短信验证码登录后台' }),
    ).toBeTruthy();
    expect(field('手机号').value).toBe('13800000001');
    await waitFor(() => expect(document.activeElement).toBe(field('手机号')));
    const refresh = screen.getByRole('button', { name: '看不清，换一张' });
    expect(refresh.getAttribute('type')).toBe('button');
    expect(refresh.contains(screen.getByAltText('图形验证码'))).toBe(true);
    fireEvent.click(refresh);
    await waitFor(() =>
      expect(screen.getByAltText('图形验证码').getAttribute('src')).toBe(
        'data:image/png;base64,img2',
      ),
    );
  });

  it('shows the exact messages for empty and wrong fields', async () => {
    await renderDialog();
    type('手机号', '');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();
    type('手机号', '12345');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(backend.calls(CHECK)).toHaveLength(0);
  });

  it('enables 获取验证码 only when phone and captcha pass, then counts down', async () => {
    backend.on(SEND, null);
    await renderDialog();
    expect(sendButton().disabled).toBe(true);
    type('图形验证码', 'ab12');
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    type('手机号', '1380000');
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    type('手机号', '13800000001');
    await waitFor(() => expect(sendButton().disabled).toBe(false));

    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(sendButton().textContent).toBe('60秒后重新获取'),
    );
    expect(sendButton().disabled).toBe(true);
    expect(backend.calls(SEND).map((c) => c.body)).toEqual([
      {
        phoneNumber: '13800000001',
        verificationCode: 'ab12',
        verificationCodeToken: 'token1',
      },
    ]);
    expect(Number(sessionStorage.getItem(COUNTDOWN_KEY))).toBeGreaterThan(
      Date.now(),
    );
  });

  it('resumes the countdown when opened again', async () => {
    // The clock stands still, so a slow render cannot cross a second.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      sessionStorage.setItem(COUNTDOWN_KEY, String(Date.now() + 42_500));
      await renderDialog();
      type('图形验证码', 'ab12');
      expect(sendButton().textContent).toBe('43秒后重新获取');
      expect(sendButton().disabled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message and renews the captcha when sending fails", async () => {
    backend.on(SEND, backend.failure('验证码错误或已过期'));
    await renderDialog();
    type('图形验证码', 'zzzz');
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    await waitFor(() => expect(backend.calls(CAPTCHA)).toHaveLength(2));
    expect(field('图形验证码').value).toBe('');
    expect(sendButton().textContent).toBe('获取验证码');
  });

  it('submits the form with the user data and reports success', async () => {
    stubWindowOpen();
    backend.on(CHECK, { adminUrl: 'http://admin.example/' });
    const props = await renderDialog();
    type('图形验证码', 'ab12');
    type('短信验证码', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(props.onVerified).toHaveBeenCalledWith(
        'http://admin.example/',
        expect.anything(),
      ),
    );
    expect(backend.calls(CHECK).map((c) => c.body)).toEqual([
      {
        clientId: 'portal-web',
        phoneNumber: '13800000001',
        code: '123456',
        verificationCode: 'ab12',
        verificationCodeToken: 'token1',
        idCardHash: 'HASH-1',
      },
    ]);
  });

  it('opens the back office window in the click, before the check answers', async () => {
    const { open, opened } = stubWindowOpen();
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    backend.on(CHECK, async () => {
      await held;
      return { adminUrl: 'http://admin.example/' };
    });
    const props = await renderDialog();
    type('图形验证码', 'ab12');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    // Within the click itself: nothing has been sent yet.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(backend.calls(CHECK)).toEqual([]);

    await waitFor(() => expect(backend.calls(CHECK)).toHaveLength(1));
    expect(props.onVerified).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(props.onVerified).toHaveBeenCalledTimes(1));
    const [adminUrl, backOffice] = props.onVerified.mock.calls[0] as [
      string,
      PendingWindow,
    ];
    backOffice.go(adminUrl);
    expect(opened.map((child) => child.location.href)).toEqual([
      'http://admin.example/',
    ]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens no window for a form that will not be sent', async () => {
    const { open } = stubWindowOpen();
    await renderDialog();
    type('图形验证码', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(backend.calls(CHECK)).toEqual([]);
  });

  it("keeps the dialog open with the server's message when the code is wrong", async () => {
    const { opened } = stubWindowOpen();
    backend.on(CHECK, backend.failure('短信验证码错误'));
    const props = await renderDialog();
    type('图形验证码', 'ab12');
    type('短信验证码', '000000');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    expect(props.onVerified).not.toHaveBeenCalled();
    // The window 确定 opened for the back office is closed again.
    expect(opened).toHaveLength(1);
    expect(opened[0]?.closed).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Not about the image captcha: that field stays.
    expect(field('图形验证码').value).toBe('ab12');
  });

  it('closes on 取消 and on Esc', async () => {
    const props = await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    cleanup();

    const again = await renderDialog();
    await act(async () => {
      fireEvent.keyDown(field('手机号'), { key: 'Escape' });
    });
    expect(again.onCancel).toHaveBeenCalledTimes(1);
  });
});
