import {
  clearPortalConfigCache,
  fetchAppInit,
  fetchCaptcha,
  fetchProjectConfig,
  fetchSiteConfig,
  fetchUserInfo,
  fetchYearHours,
  LAST_SYS_PARAM_KEY,
  lookupAcademy,
  modifyPassword,
  readLastSysParam,
  registerClientOrigin,
} from './account';
import { configureApi, resetApiConfig } from './client';
import { fetchDictionary } from './dictionary';

const requests: {
  method: string;
  path: string;
  body: string;
  type: string | null;
}[] = [];

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
        type: request.headers.get('Content-Type'),
      });
      return handler(path);
    }),
  );
}

/** The content type URLSearchParams bodies are sent with. */
const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });

let notify: ReturnType<typeof vi.fn<(level: string, text: string) => void>>;

beforeEach(() => {
  requests.length = 0;
  sessionStorage.clear();
  localStorage.clear();
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
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/portal/config',
      body: '',
      type: FORM_TYPE,
    });
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

describe('fetchSiteConfig', () => {
  const site = (sysParam: { code: string; value: string }[]) => ({
    tenantId: '001.001.065',
    webConfig: '',
    favicon: '',
    sysParam,
  });

  it('GETs the sub-site configuration and keeps the last system parameter locally', async () => {
    respondWith(() =>
      json({
        success: true,
        data: site([
          { code: 'theme', value: 'N' },
          { code: 'WEB_THEME', value: 'blue' },
        ]),
      }),
    );
    const config = await fetchSiteConfig();
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/portal/subsite',
    });
    expect(config.lastSysParamValue).toBe('blue');
    expect(JSON.parse(localStorage.getItem(LAST_SYS_PARAM_KEY)!)).toEqual({
      code: 'WEB_THEME',
      value: 'blue',
    });
    expect(readLastSysParam()).toEqual({ code: 'WEB_THEME', value: 'blue' });
  });

  it('leaves no last system parameter behind for a site without any', async () => {
    localStorage.setItem(
      LAST_SYS_PARAM_KEY,
      JSON.stringify({ code: 'old', value: 'blue' }),
    );
    respondWith(() => json({ success: true, data: site([]) }));
    await fetchSiteConfig();
    expect(localStorage.getItem(LAST_SYS_PARAM_KEY)).toBeNull();
    expect(readLastSysParam()).toBeNull();
  });

  it('reads nothing from a damaged stored value', () => {
    localStorage.setItem(LAST_SYS_PARAM_KEY, '{"code":1');
    expect(readLastSysParam()).toBeNull();
    localStorage.setItem(LAST_SYS_PARAM_KEY, '{"code":1,"value":"x"}');
    expect(readLastSysParam()).toBeNull();
  });
});

describe('account calls', () => {
  it('fetchUserInfo can be silent', async () => {
    respondWith(() => json({ message: '未登录' }, 401));
    await expect(fetchUserInfo({ silent: true })).rejects.toThrow('未登录');
    expect(notify).not.toHaveBeenCalled();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/user/info',
      body: '',
      type: FORM_TYPE,
    });
  });

  it('fetchCaptcha posts an empty payload', async () => {
    const data = { validateCodeImge: 'abc', verificationCodeToken: 't' };
    respondWith(() => json({ success: true, data }));
    await expect(fetchCaptcha()).resolves.toEqual(data);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/webmember/getValidateCode',
      body: '',
      type: FORM_TYPE,
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
    expect(requests[0]!.type).toBe(FORM_TYPE);
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual(
      form,
    );

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
      body: 'idCardHash=h1',
      type: FORM_TYPE,
    });
  });

  it('lookupAcademy passes an access token on as a form field', async () => {
    respondWith(() => json({ code: 'true', message: '', celaUrl: 'u' }));
    await lookupAcademy('h1', {}, 'AT-1');
    expect(requests[0]).toMatchObject({
      path: '/api/portal/user/rdrZWY',
      body: 'idCardHash=h1&accessToken=AT-1',
      type: FORM_TYPE,
    });
  });

  it('registerClientOrigin sends the page origin', async () => {
    respondWith(() => json({ success: true }));
    await registerClientOrigin();
    expect(requests[0]!.path).toBe('/api/user/configure/new');
    expect(requests[0]!.type).toBe(FORM_TYPE);
    expect(requests[0]!.body).toBe(
      new URLSearchParams({ ipPort: location.origin }).toString(),
    );
  });

  it('fetchAppInit resolves with the app versions', async () => {
    const data = { appVersionList: [{ qrCodeUrl: 'q', type_dict: 'ios' }] };
    respondWith(() => json({ success: true, data }));
    await expect(fetchAppInit()).resolves.toEqual(data);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/portal/app/init',
      body: '',
      type: FORM_TYPE,
    });
  });

  it('fetchYearHours posts idCardHash and year as a form', async () => {
    respondWith(() => json({ success: true, data: { totalHours: 1 } }));
    await fetchYearHours('h1', 2026);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/personal/yearHourTotalStatistics',
      body: 'idCardHash=h1&year=2026',
      type: FORM_TYPE,
    });
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
