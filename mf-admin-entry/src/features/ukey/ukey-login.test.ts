import { ApiError } from '@portal/shared/api';
import type {
  UkeyCallParams,
  UkeyMethod,
  UkeyResult,
} from '@portal/shared/contracts';

import { KeyServiceError, type KeyServiceClient } from './key-service-client';
import {
  runUkeyLogin,
  type KeyCertificate,
  type UkeyLoginDeps,
} from './ukey-login';

function cert(id: string): KeyCertificate {
  return {
    id,
    subject: `CN=管理员${id}`,
    issuer: 'CN=Portal Test CA',
    serialNumber: `0${id}`,
    notBefore: '2026-01-01T00:00:00Z',
    notAfter: '2027-01-01T00:00:00Z',
  };
}

type Handler = (params: Record<string, unknown>) => unknown;

/** A key-service client answering from a table; every call is recorded. */
function fakeClient(handlers: Record<string, Handler>) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const client: KeyServiceClient = {
    async call<M extends UkeyMethod>(
      method: M,
      ...[params = {}]: UkeyCallParams<M>
    ) {
      calls.push({ method, params });
      const handler = handlers[method];
      if (!handler) throw new Error(`unexpected ${method}`);
      return handler(params) as UkeyResult<M>;
    },
    onEvent: () => () => {},
    isOpen: () => true,
    close: () => {},
  };
  return { client, calls };
}

const happyKey: Record<string, Handler> = {
  listCertificates: () => ({ certificates: [cert('c1')] }),
  verifyPin: () => ({ verified: true }),
  getSignCertificate: () => ({ certificate: 'CERT-B64' }),
  sign: () => ({ signature: 'SIG-B64' }),
};

function deps(
  client: KeyServiceClient,
  overrides: Partial<UkeyLoginDeps> = {},
  order: string[] = [],
): UkeyLoginDeps {
  return {
    getClient: async () => client,
    querySign: vi.fn(async () => {
      order.push('querySign');
      return { challenge: 'CH-1' };
    }),
    login: vi.fn(async () => {
      order.push('login');
      return { adminUrl: 'http://admin.example/' };
    }),
    ...overrides,
  };
}

const input = { pin: '123456', idCardHash: 'HASH' };

describe('runUkeyLogin', () => {
  it('runs the steps in order with the right data', async () => {
    const order: string[] = [];
    const { client, calls } = fakeClient(
      Object.fromEntries(
        Object.entries(happyKey).map(([method, handler]) => [
          method,
          (params: Record<string, unknown>) => {
            order.push(method);
            return handler(params);
          },
        ]),
      ),
    );
    const injected = deps(client, {}, order);

    const result = await runUkeyLogin(input, injected);

    expect(result).toEqual({
      kind: 'success',
      adminUrl: 'http://admin.example/',
    });
    expect(order).toEqual([
      'listCertificates',
      'verifyPin',
      'getSignCertificate',
      'querySign',
      'sign',
      'login',
    ]);
    expect(calls).toEqual([
      { method: 'listCertificates', params: {} },
      { method: 'verifyPin', params: { certId: 'c1', pin: '123456' } },
      { method: 'getSignCertificate', params: { certId: 'c1' } },
      { method: 'sign', params: { certId: 'c1', data: 'HASH.CH-1' } },
    ]);
    expect(injected.login).toHaveBeenCalledWith({
      text: 'HASH',
      signData: 'SIG-B64',
      certificate: 'CERT-B64',
    });
  });

  it('reports 无法获取证书 when the key holds no certificate', async () => {
    const { client, calls } = fakeClient({
      ...happyKey,
      listCertificates: () => ({ certificates: [] }),
    });
    const injected = deps(client);
    expect(await runUkeyLogin(input, injected)).toEqual({
      kind: 'failure',
      reason: 'no-certificate',
      message: '无法获取证书',
    });
    expect(calls.map((call) => call.method)).toEqual(['listCertificates']);
    expect(injected.querySign).not.toHaveBeenCalled();
  });

  it('asks to choose among several certificates, then uses the choice', async () => {
    const { client, calls } = fakeClient({
      ...happyKey,
      listCertificates: () => ({ certificates: [cert('c1'), cert('c2')] }),
    });
    expect(await runUkeyLogin(input, deps(client))).toEqual({
      kind: 'choose-certificate',
      certificates: [cert('c1'), cert('c2')],
    });
    expect(calls).toHaveLength(1);

    const result = await runUkeyLogin({ ...input, certId: 'c2' }, deps(client));
    expect(result.kind).toBe('success');
    expect(calls[2]).toEqual({
      method: 'verifyPin',
      params: { certId: 'c2', pin: '123456' },
    });
  });

  it("keeps the service's message for a wrong PIN and stops there", async () => {
    const { client, calls } = fakeClient({
      ...happyKey,
      verifyPin: () => {
        throw new KeyServiceError('PIN_INCORRECT', 'PIN码错误，还可尝试2次', {
          retriesLeft: 2,
        });
      },
    });
    const injected = deps(client);
    expect(await runUkeyLogin({ ...input, pin: '000000' }, injected)).toEqual({
      kind: 'failure',
      reason: 'pin',
      message: 'PIN码错误，还可尝试2次',
    });
    expect(calls.map((call) => call.method)).toEqual([
      'listCertificates',
      'verifyPin',
    ]);
    expect(injected.login).not.toHaveBeenCalled();
  });

  it('treats a locked key like a wrong PIN', async () => {
    const { client } = fakeClient({
      ...happyKey,
      verifyPin: () => {
        throw new KeyServiceError('KEY_LOCKED', 'uKey已锁定，请联系管理员');
      },
    });
    expect(await runUkeyLogin(input, deps(client))).toMatchObject({
      reason: 'pin',
      message: 'uKey已锁定，请联系管理员',
    });
  });

  it('reports 证书验证失败 when the server refuses the signature', async () => {
    const { client } = fakeClient(happyKey);
    const refused = (message: string) =>
      deps(client, {
        login: async () => {
          throw new ApiError(message, undefined, { success: false, message });
        },
      });
    expect(await runUkeyLogin(input, refused('证书验证失败'))).toEqual({
      kind: 'failure',
      reason: 'verify-failed',
      message: '证书验证失败',
    });
    expect(await runUkeyLogin(input, refused('签名无效'))).toEqual({
      kind: 'failure',
      reason: 'verify-failed',
      message: '证书验证失败',
    });
  });

  it('maps a missing service, no WebSocket and network failures', async () => {
    const unavailable = deps(fakeClient(happyKey).client, {
      getClient: async () => {
        throw new KeyServiceError('UNAVAILABLE', '…');
      },
    });
    expect(await runUkeyLogin(input, unavailable)).toEqual({
      kind: 'failure',
      reason: 'unavailable',
      message: '请检查uKey是否安装并启动，或刷新后重试',
    });

    const noSocket = deps(fakeClient(happyKey).client, {
      getClient: async () => {
        throw new KeyServiceError('CANNOT_CREATE', '…');
      },
    });
    expect(await runUkeyLogin(input, noSocket)).toMatchObject({
      reason: 'cannot-create',
      message: '无法创建WebSocket连接',
    });

    const offline = deps(fakeClient(happyKey).client, {
      querySign: async () => {
        throw new ApiError('网络已断开，请检查您的网络连接！');
      },
    });
    expect(await runUkeyLogin(input, offline)).toMatchObject({
      reason: 'network',
      message: '网络错误，请稍后重试',
    });

    const notEnabled = deps(fakeClient(happyKey).client, {
      querySign: async () => {
        throw new ApiError('当前账号未启用uKey登录', undefined, {
          success: false,
          message: '当前账号未启用uKey登录',
        });
      },
    });
    expect(await runUkeyLogin(input, notEnabled)).toMatchObject({
      reason: 'refused',
      message: '当前账号未启用uKey登录',
    });

    const serverError = deps(fakeClient(happyKey).client, {
      login: async () => {
        throw new ApiError('系统异常', 500, { success: false });
      },
    });
    expect(await runUkeyLogin(input, serverError)).toMatchObject({
      reason: 'network',
    });
  });
});
