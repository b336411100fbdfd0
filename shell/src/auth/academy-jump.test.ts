import {
  type FakeBackend,
  fakeBackend,
  silentBackend,
} from '@portal/shared/testing';

import { warningDialog } from '../ui/feedback';
import { jumpToAcademy } from './academy-jump';

vi.mock('../ui/feedback', () => ({
  warningDialog: vi.fn(() => Promise.resolve()),
}));

const LOOKUP = 'POST /api/portal/user/rdrZWY';
const learner = { idCardHash: 'abc123', loginBy: 'password' } as const;

let backend: FakeBackend;
let opened: { opener: unknown; closed: boolean; location: { href: string } };
let close: ReturnType<typeof vi.fn>;

beforeEach(() => {
  close = vi.fn();
  opened = { opener: window, closed: false, location: { href: '' } };
  vi.spyOn(window, 'open').mockReturnValue({
    ...opened,
    close,
    // The jump reads and writes the same object the test inspects.
    get location() {
      return opened.location;
    },
  } as unknown as Window);
  backend = fakeBackend();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(warningDialog).mockClear();
});

describe('jumpToAcademy', () => {
  it('looks the learner up with a form-encoded idCardHash and opens celaUrl', async () => {
    backend.on(
      LOOKUP,
      () =>
        new Response(
          JSON.stringify({
            code: 'true',
            message: '',
            celaUrl: 'https://cela.example/sso?ticket=1',
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await jumpToAcademy(learner);
    const [call] = backend.calls(LOOKUP);
    expect(call?.headers.get('content-type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(call?.body).toEqual({ idCardHash: 'abc123' });
    expect(opened.location.href).toBe('https://cela.example/sso?ticket=1');
    expect(warningDialog).not.toHaveBeenCalled();
  });

  it('passes a token user’s access token on in the form, not the address', async () => {
    backend.on(
      LOOKUP,
      () =>
        new Response(
          JSON.stringify({ code: 'false', message: '未查询到注册信息' }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await jumpToAcademy({
      idCardHash: 'abc123',
      loginBy: 'token',
      accessToken: 'AT-42',
    });
    const [call] = backend.calls(LOOKUP);
    expect(call?.body).toEqual({ idCardHash: 'abc123', accessToken: 'AT-42' });
    expect(call?.query.toString()).toBe('');
    expect(close).toHaveBeenCalled();
    expect(warningDialog).toHaveBeenCalledWith('提醒', '未查询到注册信息');
  });

  it('does not pass an access token for a password login', async () => {
    backend.on(LOOKUP, () => new Response('', { status: 500 }));
    await jumpToAcademy({
      idCardHash: 'abc123',
      loginBy: 'password',
      accessToken: 'AT-42',
    });
    expect(backend.calls(LOOKUP)[0]?.body).toEqual({ idCardHash: 'abc123' });
    expect(warningDialog).toHaveBeenCalledWith(
      '提醒',
      '请求跳转失败，请稍后重试',
    );
  });

  it('gives up after 10 s with the timeout message', async () => {
    vi.useFakeTimers();
    const { sent } = silentBackend();
    const jump = jumpToAcademy(learner);
    await sent;
    await vi.advanceTimersByTimeAsync(10_000);
    await jump;
    expect(close).toHaveBeenCalled();
    expect(warningDialog).toHaveBeenCalledWith(
      '提醒',
      '请求学院登录超时，请稍后重试',
    );
  });
});
