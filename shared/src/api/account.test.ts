import {
  clearPortalConfigCache,
  fetchAppInit,
  fetchCaptcha,
  fetchProjectConfig,
  fetchUserInfo,
  lookupAcademy,
  modifyPassword,
  registerClientOrigin,
} from './account';
import { configureApi, resetApiConfig } from './client';
import { fetchDictionary } from './dictionary';

const requests: { method: string; path: string; body: string }[] = [];

function respondWith(handler: (path: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      requests.push({
        method: request.method,
        path,
        body: await request.clone().text(),
      });
      return handler(path);
    }),
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });

let notify: ReturnType<typeof vi.fn<(level: string, text: string) => void>>;

beforeEach(() => {
  requests.length = 0;
  sessionStorage.clear();
  notify = vi.fn();
  configureApi({ notify });
});

afterEach(() => {
  resetApiConfig();
  vi.unstubAllGlobals();
});

describe('fetchProjectConfig', () => {
  const config = { loginUrl: '/l', logoutUrl: '/o', vpnLoginUrl: '/v' };

  it('caches a success in sessionStorage portalConfig', async () => {
    respondWith(() => json({ success: true, data: config }));
    await expect(fetchProjectConfig()).resolves.toEqual(config);
    await expect(fetchProjectConfig()).resolves.toEqual(config);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.path).toBe('/api/portal/config');
    expect(JSON.parse(sessionStorage.getItem('portalConfig')!)).toEqual(config);
  });

  it('asks again after clearPortalConfigCache and does not cache failures', async () => {
    respondWith(() => json({ success: false, message: 'x' }));
    await expect(fetchProjectConfig({ silent: true })).rejects.toThrow('x');
    expect(sessionStorage.getItem('portalConfig')).toBeNull();
    respondWith(() => json({ success: true, data: config }));
    await fetchProjectConfig();
    clearPortalConfigCache();
    await fetchProjectConfig();
    expect(requests).toHaveLength(3);
  });
});

describe('account calls', () => {
  it('fetchUserInfo can be silent', async () => {
    respondWith(() => json({ message: '未登录' }, 401));
    await expect(fetchUserInfo({ silent: true })).rejects.toThrow('未登录');
    expect(notify).not.toHaveBeenCalled();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/info',
    });
  });

  it('fetchCaptcha posts an empty payload', async () => {
    const data = { validateCodeImge: 'abc', verificationCodeToken: 't' };
    respondWith(() => json({ success: true, data }));
    await expect(fetchCaptcha()).resolves.toEqual(data);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/webmember/getValidateCode',
      body: '{}',
    });
  });

  it('modifyPassword resolves with the envelope, success or not, silently', async () => {
    const form = {
      oldPassword: 'o',
      newPassword: 'n',
      confirmPassword: 'n',
      verificationCode: 'c',
      verificationCodeToken: 't',
      idcardHash: 'h',
    };
    respondWith(() => json({ success: false, message: '验证码错误' }));
    await expect(modifyPassword(form)).resolves.toEqual({
      success: false,
      message: '验证码错误',
    });
    expect(requests[0]!.path).toBe('/api/webmember/userPwdModify');
    expect(JSON.parse(requests[0]!.body)).toEqual(form);

    respondWith(() => json({ success: true, message: '修改成功' }));
    await expect(modifyPassword(form)).resolves.toEqual({
      success: true,
      message: '修改成功',
    });

    respondWith(() => new Response('', { status: 502 }));
    await expect(modifyPassword(form)).resolves.toEqual({
      success: false,
      message: '链接超时了,请联系管理员！',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('lookupAcademy resolves with the whole rdrZWY body', async () => {
    const body = { code: 'false', message: '未开通', celaUrl: '' };
    respondWith(() => json(body));
    await expect(lookupAcademy('h1')).resolves.toEqual(body);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/portal/user/rdrZWY',
      body: '{"idCardHash":"h1"}',
    });
  });

  it('registerClientOrigin sends the page origin', async () => {
    respondWith(() => json({ success: true }));
    await registerClientOrigin();
    expect(requests[0]!.path).toBe('/api/user/configure/new');
    expect(JSON.parse(requests[0]!.body)).toEqual({ ipPort: location.origin });
  });

  it('fetchAppInit resolves with the app versions', async () => {
    const data = { appVersionList: [{ qrCodeUrl: 'q', type_dict: 'ios' }] };
    respondWith(() => json({ success: true, data }));
    await expect(fetchAppInit()).resolves.toEqual(data);
    expect(requests[0]!.path).toBe('/api/portal/app/init');
  });
});

describe('fetchDictionary', () => {
  const datalist = [{ name: '本科', code: '1' }];

  it('POSTs /dictionary/list/{code} and returns the top-level datalist', async () => {
    respondWith(() => json({ success: true, datalist }));
    await expect(fetchDictionary('EDU')).resolves.toEqual(datalist);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/dictionary/list/EDU',
    });
  });

  it('can use the runtime list and GET', async () => {
    respondWith(() => json({ success: true, datalist }));
    await fetchDictionary('EDU', { runtime: true, method: 'GET' });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/dictionary/runtime/EDU',
    });
  });

  it('toasts 请求数据失败 with the URL and resolves [] on failure', async () => {
    respondWith(() => json({ success: false }));
    await expect(fetchDictionary('EDU')).resolves.toEqual([]);
    respondWith(() => new Response('', { status: 500 }));
    await expect(fetchDictionary('EDU', { runtime: true })).resolves.toEqual(
      [],
    );
    expect(notify.mock.calls).toEqual([
      ['error', '请求数据失败：/api/dictionary/list/EDU'],
      ['error', '请求数据失败：/api/dictionary/runtime/EDU'],
    ]);
  });
});
