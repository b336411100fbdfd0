import { appStore, siteConfigAtom } from '@portal/shared/state';
import type { SiteConfig } from '@portal/shared/types';
import {
  api,
  configureApi,
  getJson,
  isSuccess,
  post,
  postForm,
  postJson,
  postLogout,
  postPage,
  postQuery,
  requestRaw,
  resetApiConfig,
} from './client';
import { SESSION_END_DELAY_MS } from './config';
import { ApiError, DEFAULT_NETWORK_MESSAGE } from './errors';
import { forgetDeviceFingerprint } from './fingerprint';
import { setToken } from './session';

type Handler = (request: Request) => Response | Promise<Response>;

const requests: Request[] = [];
/** Bodies read inside fetch (ky cancels the request body afterwards). */
const bodies: string[] = [];

function respondWith(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    bodies.push(await request.clone().text());
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const ok = (data: unknown) => json({ success: true, message: '', data });

let notify: ReturnType<typeof vi.fn<(level: string, text: string) => void>>;
let onSessionEnd: ReturnType<typeof vi.fn<(reason: 403 | 409) => void>>;

beforeEach(() => {
  requests.length = 0;
  bodies.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  forgetDeviceFingerprint();
  notify = vi.fn();
  onSessionEnd = vi.fn();
  configureApi({ notify, onSessionEnd });
});

afterEach(() => {
  resetApiConfig();
  appStore.set(siteConfigAtom, null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('headers', () => {
  it('sends the common headers on every call', async () => {
    respondWith(() => ok(1));
    setToken('tok-1');
    appStore.set(siteConfigAtom, { tenantId: '001.001' } as SiteConfig);

    await post('portal/banner');

    const headers = requests[0]!.headers;
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('tenantId')).toBe('001.001');
    expect(headers.get('deviceId')).toBe('pc');
    expect(headers.get('token')).toBe('tok-1');
    expect(headers.get('deviceFingerprint')).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.get('X-Request-Id')).toHaveLength(16);
  });

  it('sends empty tenant and token when missing', async () => {
    respondWith(() => ok(1));
    await getJson('portal/config');
    expect(requests[0]!.headers.get('tenantId')).toBe('');
    expect(requests[0]!.headers.get('token')).toBe('');
  });

  it('keeps the fingerprint in localStorage and reuses it', async () => {
    respondWith(() => ok(1));
    await post('a');
    await post('b');
    const first = requests[0]!.headers.get('deviceFingerprint');
    expect(localStorage.getItem('deviceFingerprint')).toBe(first);
    expect(requests[1]!.headers.get('deviceFingerprint')).toBe(first);
  });

  it('gives every request its own id', async () => {
    respondWith(() => ok(1));
    await post('a');
    await post('b');
    const [a, b] = requests.map((r) => r.headers.get('X-Request-Id'));
    expect(a).not.toBe(b);
  });
});

describe('clients and encoding', () => {
  it('uses /api, /pcApi/ and /apiLive prefixes', async () => {
    respondWith(() => ok(1));
    await post('/api/portal/banner');
    await post('x/y', {}, { client: 'pcApi' });
    await post('live/list', {}, { client: 'apiLive' });
    const paths = requests.map((r) => new URL(r.url).pathname);
    expect(paths).toEqual([
      '/api/portal/banner',
      '/pcApi/x/y',
      '/apiLive/live/list',
    ]);
  });

  it('answers a GET the page already asked for from there, and sends the rest', async () => {
    respondWith(() => ok('sent'));
    const early = new Map([
      [`${location.origin}/api/portal/subsite`, Promise.resolve(ok('early'))],
      [`${location.origin}/api/portal/banner`, Promise.resolve(ok('early'))],
    ]);
    configureApi({ earlyAnswer: (url) => early.get(url) });
    await expect(getJson('portal/subsite')).resolves.toBe('early');
    // Only GETs: a POST to an address with an early answer is sent.
    await expect(post('portal/banner')).resolves.toBe('sent');
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/portal/banner',
    ]);
  });

  it('follows a configured API prefix', async () => {
    respondWith(() => ok(1));
    configureApi({ apiPrefix: '/gateway' });
    await post('portal/banner');
    expect(new URL(requests[0]!.url).pathname).toBe('/gateway/portal/banner');
    expect(api).toBeTypeOf('function');
  });

  it('sends GET parameters as the query, dropping undefined and null', async () => {
    respondWith(() => ok([]));
    await getJson('portal/book', {
      number: 3,
      name: '党 史',
      empty: undefined,
      none: null,
      flag: false,
    });
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/api/portal/book');
    expect([...url.searchParams]).toEqual([
      ['number', '3'],
      ['name', '党 史'],
      ['flag', 'false'],
    ]);
  });

  it('posts JSON without repeated references where the rule says JSON', async () => {
    respondWith(() => ok(1));
    const shared = { id: 1 };
    const body: Record<string, unknown> = { a: shared, b: shared };
    body.self = body;
    await post('user/info/update', body);
    expect(requests[0]!.headers.get('Content-Type')).toBe(
      'application/json;charset=UTF-8',
    );
    expect(JSON.parse(bodies[0]!)).toEqual({ a: { id: 1 } });
  });

  it('posts getAllLives as JSON on the live client (seed 7.2)', async () => {
    respondWith(() => ok([]));
    await post('api/fosung/live/getAllLives', {}, { client: 'apiLive' });
    expect(new URL(requests[0]!.url).pathname).toBe(
      '/apiLive/api/fosung/live/getAllLives',
    );
    expect(requests[0]!.headers.get('Content-Type')).toBe(
      'application/json;charset=UTF-8',
    );
    expect(bodies[0]).toBe('{}');
  });

  it.each([
    ['letter/getUnReadNum', {}, ''],
    ['sso/ukey/login', { sign: 's+1', n: 2 }, 'sign=s%2B1&n=2'],
    [
      'portal/collect/toggleCollect',
      { courseId: 'c', type: 'collect' },
      'courseId=c&type=collect',
    ],
    ['/api/letter/detail', { id: 'l1', skipped: undefined }, 'id=l1'],
  ])(
    'form-encodes %s, which the rule does not list',
    async (path, body, sent) => {
      respondWith(() => ok(1));
      await post(path, body);
      expect(requests[0]!.method).toBe('POST');
      expect(requests[0]!.headers.get('Content-Type')).toBe(
        'application/x-www-form-urlencoded;charset=UTF-8',
      );
      expect(bodies[0]).toBe(sent);
    },
  );

  it('keeps postJson and postForm for remotes built before the rule, which still decides', async () => {
    respondWith(() => ok(1));
    await postJson('letter/getUnReadNum', { type: 1 });
    await postForm('fosung/live/getAllLives', {});
    expect(requests[0]!.headers.get('Content-Type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(requests[1]!.headers.get('Content-Type')).toContain(
      'application/json',
    );
  });

  it('reads the json and form payloads of remotes built before the rule as the body', async () => {
    respondWith(() => ok(1));
    await requestRaw('POST', 'study/progress', {
      json: { courseId: 'c1', studyTimes: 30 },
    });
    await requestRaw('POST', 'letter/detail', { form: { id: 'l1' } });
    expect(JSON.parse(bodies[0] as string)).toEqual({
      courseId: 'c1',
      studyTimes: 30,
    });
    expect(bodies[1]).toBe('id=l1');
  });

  it('the caller cannot pick the encoding: a Content-Type header is overridden', async () => {
    respondWith(() => ok(1));
    await post(
      'sso/user/sendSmsCode',
      { phoneNumber: '13800000000' },
      { headers: { 'Content-Type': 'application/json' } },
    );
    expect(requests[0]!.headers.get('Content-Type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(bodies[0]).toBe('phoneNumber=13800000000');
  });

  it('refuses a nested value in a form body instead of sending it', async () => {
    const fetchMock = respondWith(() => ok(1));
    await expect(
      post('personal/applyDispatch', { org: { id: 1 } }),
    ).rejects.toThrow(/personal\/applyDispatch: "org" is not a scalar/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a listed page query as JSON and resolves with the page', async () => {
    const page = { datalist: [1], pagenum: 0, pagesize: 10, totalelements: 1 };
    respondWith(() => ok(page));
    await expect(
      postPage('portal/article/query', { pagesize: 10, pagenum: 0 }),
    ).resolves.toEqual(page);
    expect(JSON.parse(bodies[0]!)).toEqual({ pagesize: 10, pagenum: 0 });
  });

  it('posts a query: the parameters in the address, an empty form body', async () => {
    const page = { datalist: [], pagenum: 1, pagesize: 5, totalelements: 0 };
    respondWith(() => ok(page));
    await expect(
      postQuery(
        'api/cela/queryCoursePageList',
        { pagesize: 5, pagenum: 1, skipped: undefined },
        { client: 'pcApi' },
      ),
    ).resolves.toEqual(page);
    const request = requests[0]!;
    const url = new URL(request.url);
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/pcApi/api/cela/queryCoursePageList');
    expect(url.search).toBe('?pagesize=5&pagenum=1');
    expect(request.headers.get('Content-Type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(bodies[0]).toBe('');
  });

  it('honours options.method', async () => {
    respondWith(() => ok(1));
    await post('x', { a: 1 }, { method: 'PUT' });
    expect(requests[0]!.method).toBe('PUT');
  });
});

describe('timeouts', () => {
  /** A fetch that never answers; resolves `started` once it is called. */
  function hang(): Promise<void> {
    return new Promise((started) => {
      respondWith(
        (request) =>
          new Promise<Response>((_resolve, reject) => {
            started();
            request.signal.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
    });
  }

  it.each([
    ['api', 20000],
    ['pcApi', 20000],
    ['apiLive', 5000],
  ] as const)('%s times out after %i ms', async (client, timeout) => {
    vi.useFakeTimers();
    const started = hang();
    let settled: unknown = null;
    const call = post('x', {}, { client }).catch((e: unknown) => {
      settled = e;
    });
    // ky starts its timer just before calling fetch.
    await started;
    await vi.advanceTimersByTimeAsync(timeout - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as ApiError).message).toBe('系统异常');
  });
});

describe('success rule', () => {
  it('is success:true, except rdrZWY which always succeeds', () => {
    expect(isSuccess('api/x', { success: true })).toBe(true);
    expect(isSuccess('api/x', { success: false })).toBe(false);
    expect(isSuccess('api/x', { code: 'true' })).toBe(false);
    expect(isSuccess('api/x', null)).toBe(false);
    expect(isSuccess('/api/portal/user/rdrZWY', { code: 'false' })).toBe(true);
    expect(isSuccess('api/portal/user/rdrZWY', null)).toBe(true);
    expect(isSuccess('api/portal/user/rdrZWYX', {})).toBe(false);
  });

  it('resolves with the data of a success', async () => {
    respondWith(() => ok({ n: 1 }));
    await expect(post('x')).resolves.toEqual({ n: 1 });
  });

  it('resolves rdrZWY with the whole body', async () => {
    const body = { code: 'true', message: '', celaUrl: 'https://cela' };
    respondWith(() => json(body));
    await expect(
      post('portal/user/rdrZWY', { idCardHash: 'h' }),
    ).resolves.toEqual(body);
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the rdrZWY rule behind a configured prefix', async () => {
    configureApi({ apiPrefix: '/gateway' });
    respondWith(() => json({ code: 'true', message: '', celaUrl: 'u' }));
    await expect(post('portal/user/rdrZWY')).resolves.toEqual({
      code: 'true',
      message: '',
      celaUrl: 'u',
    });
  });
});

describe('error catalogue in the request layer', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error: unknown = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('rejects success:false on a 2xx with the server message', async () => {
    respondWith(() => json({ success: false, message: '参数错误' }));
    const error = await failure(post('x'));
    expect(error.message).toBe('参数错误');
    expect(error.body).toEqual({ success: false, message: '参数错误' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '参数错误');
  });

  it('maps 401 to the server message or 身份过期，请重新登录', async () => {
    respondWith(() => json({ message: '令牌无效' }, 401));
    expect((await failure(post('x'))).message).toBe('令牌无效');
    respondWith(() => new Response('', { status: 401 }));
    expect((await failure(post('x'))).message).toBe('身份过期，请重新登录');
    expect(notify.mock.calls).toEqual([
      ['error', '令牌无效'],
      ['error', '身份过期，请重新登录'],
    ]);
  });

  it('maps 404 and 502', async () => {
    respondWith(() => json({ message: 'x' }, 404));
    expect((await failure(getJson('x'))).message).toBe('请求的路径不存在');
    respondWith(() => new Response('<html>', { status: 502 }));
    const error = await failure(getJson('x'));
    expect(error.message).toBe('链接超时了,请联系管理员！');
    expect(error.status).toBe(502);
    expect(notify.mock.calls).toEqual([
      ['error', '请求的路径不存在'],
      ['error', '链接超时了,请联系管理员！'],
    ]);
  });

  it('rejects other statuses with the body and shows its message', async () => {
    const body = { success: false, message: '服务器内部错误', code: 'E1' };
    respondWith(() => json(body, 500));
    const error = await failure(post('x'));
    expect(error.status).toBe(500);
    expect(error.body).toEqual(body);
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '服务器内部错误');
  });

  it('alerts the code and the request id for another status without a message', async () => {
    respondWith(() => new Response('Internal Server Error', { status: 500 }));
    const error = await failure(post('x'));
    const sent = requests[0]!.headers.get('X-Request-Id');
    expect(sent).toMatch(/^[0-9a-f]{16}$/);
    const text = `请求失败（错误码 500，请求编号 ${sent}）`;
    expect(error.status).toBe(500);
    expect(error.message).toBe(text);
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', text);
  });

  it('names the id the caller sent, and stays quiet when silent', async () => {
    respondWith(() => new Response('', { status: 503 }));
    const error = await failure(
      getJson('x', {}, { headers: { 'X-Request-Id': 'fedcba9876543210' } }),
    );
    expect(requests[0]!.headers.get('X-Request-Id')).toBe('fedcba9876543210');
    expect(error.message).toBe(
      '请求失败（错误码 503，请求编号 fedcba9876543210）',
    );
    expect(notify).toHaveBeenCalledTimes(1);
    await failure(post('y', {}, { silent: true }));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it.each([403, 409] as const)(
    '%i warns, then ends the session after 1500 ms, once',
    async (status) => {
      vi.useFakeTimers();
      respondWith(() => json({ message: `拒绝${status}` }, status));
      const error = await failure(post('x'));
      await failure(post('y'));
      expect(error.message).toBe(`拒绝${status}`);
      expect(notify).toHaveBeenCalledWith('warning', `拒绝${status}`);
      expect(onSessionEnd).not.toHaveBeenCalled();
      vi.advanceTimersByTime(SESSION_END_DELAY_MS - 1);
      expect(onSessionEnd).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(status);
      vi.advanceTimersByTime(5000);
      expect(onSessionEnd).toHaveBeenCalledTimes(1);
    },
  );

  it('uses the 403/409 fallbacks without a server message', async () => {
    respondWith(() => new Response('', { status: 403 }));
    expect((await failure(post('x'))).message).toBe('身份过期，请重新登录');
    respondWith(() => new Response('', { status: 409 }));
    expect((await failure(post('x'))).message).toBe('系统异常');
    expect(notify.mock.calls).toEqual([
      ['warning', '身份过期，请重新登录'],
      ['warning', '系统异常'],
    ]);
  });

  it('maps a network error to 网络已断开', async () => {
    respondWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(post('x'));
    expect(error.message).toBe('网络已断开，请检查您的网络连接！');
    expect(error.status).toBeUndefined();
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'error',
      '网络已断开，请检查您的网络连接！',
    );
  });

  it('maps a timeout to 系统异常', async () => {
    respondWith(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const error = await failure(post('x', {}, { timeout: 20 }));
    expect(error.message).toBe('系统异常');
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '系统异常');
  });

  it('silent suppresses the notification but still rejects', async () => {
    respondWith(() => json({ message: '令牌无效' }, 401));
    await failure(post('x', {}, { silent: true }));
    respondWith(() => json({ success: false, message: 'no' }));
    await failure(getJson('x', {}, { silent: true }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps a default network message for callers', () => {
    expect(DEFAULT_NETWORK_MESSAGE).toBe('网络错误，请稍后重试');
  });
});

describe('postLogout', () => {
  it('POSTs /logout at the site root with the token in FS-CK and token', async () => {
    respondWith(() => json({ success: true }));
    setToken('tok-9');
    await postLogout();
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/logout');
    expect(request.headers.get('FS-CK')).toBe('tok-9');
    expect(request.headers.get('token')).toBe('tok-9');
    expect(bodies[0]).toBe('');
  });

  it('only logs failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    respondWith(() => new Response('', { status: 500 }));
    await expect(postLogout()).resolves.toBeUndefined();
    respondWith(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postLogout()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
