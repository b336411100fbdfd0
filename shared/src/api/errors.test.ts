import {
  describeError,
  ERROR_MESSAGES,
  errorMessageFor,
  failureFromException,
  serverMessage,
} from './errors';

describe('errorMessageFor / describeError', () => {
  it('network and no-response', () => {
    expect(describeError({ kind: 'network' })).toEqual({
      message: '网络已断开，请检查您的网络连接！',
      level: 'error',
      notify: true,
    });
    expect(errorMessageFor({ kind: 'no-response' })).toBe('系统异常');
  });

  it('502 and 404 ignore the server message', () => {
    const body = { message: 'ignored' };
    expect(errorMessageFor({ kind: 'status', status: 502, body })).toBe(
      '链接超时了,请联系管理员！',
    );
    expect(errorMessageFor({ kind: 'status', status: 404, body })).toBe(
      '请求的路径不存在',
    );
  });

  it('401 prefers the server message', () => {
    expect(
      errorMessageFor({ kind: 'status', status: 401, body: { message: 'm' } }),
    ).toBe('m');
    expect(errorMessageFor({ kind: 'status', status: 401 })).toBe(
      '身份过期，请重新登录',
    );
  });

  it('403 and 409 warn and end the session', () => {
    expect(
      describeError({ kind: 'status', status: 403, body: { message: 'm' } }),
    ).toEqual({
      message: 'm',
      level: 'warning',
      notify: true,
      endSession: 403,
    });
    expect(describeError({ kind: 'status', status: 403 }).message).toBe(
      '身份过期，请重新登录',
    );
    expect(describeError({ kind: 'status', status: 409 })).toEqual({
      message: '系统异常',
      level: 'warning',
      notify: true,
      endSession: 409,
    });
  });

  it('other statuses show the body message when there is one', () => {
    expect(
      describeError({
        kind: 'status',
        status: 500,
        body: { message: 'boom' },
        requestId: '0123456789abcdef',
      }),
    ).toEqual({ message: 'boom', level: 'error', notify: true });
  });

  it('other statuses without a message alert the code and the request id', () => {
    expect(
      describeError({
        kind: 'status',
        status: 500,
        body: 'Internal Server Error',
        requestId: '0123456789abcdef',
      }),
    ).toEqual({
      message: '请求失败（错误码 500，请求编号 0123456789abcdef）',
      level: 'error',
      notify: true,
    });
    expect(describeError({ kind: 'status', status: 418, body: '' })).toEqual({
      message: '请求失败（错误码 418）',
      level: 'error',
      notify: true,
    });
  });

  it('the catalogue statuses keep their texts, with or without a request id', () => {
    const requestId = '0123456789abcdef';
    expect(errorMessageFor({ kind: 'status', status: 502, requestId })).toBe(
      '链接超时了,请联系管理员！',
    );
    expect(errorMessageFor({ kind: 'status', status: 404, requestId })).toBe(
      '请求的路径不存在',
    );
    expect(errorMessageFor({ kind: 'status', status: 401, requestId })).toBe(
      '身份过期，请重新登录',
    );
    expect(errorMessageFor({ kind: 'status', status: 409, requestId })).toBe(
      '系统异常',
    );
  });

  it('success:false uses the body message', () => {
    expect(
      errorMessageFor({ kind: 'business', body: { message: '已过期' } }),
    ).toBe('已过期');
    expect(errorMessageFor({ kind: 'business', body: {} })).toBe(
      ERROR_MESSAGES.business,
    );
  });
});

describe('failureFromException', () => {
  it('classifies fetch TypeErrors and offline as the network', () => {
    expect(
      failureFromException(new TypeError('Failed to fetch'), true),
    ).toEqual({ kind: 'network' });
    expect(failureFromException(new Error('x'), false)).toEqual({
      kind: 'network',
    });
  });

  it('classifies timeouts and aborts as no response', () => {
    const timeout = Object.assign(new Error('t'), { name: 'TimeoutError' });
    const abort = new DOMException('a', 'AbortError');
    expect(failureFromException(timeout, true)).toEqual({
      kind: 'no-response',
    });
    expect(failureFromException(abort, true)).toEqual({ kind: 'no-response' });
  });
});

describe('serverMessage', () => {
  it('reads a non-empty string message only', () => {
    expect(serverMessage({ message: ' hi ' })).toBe('hi');
    expect(serverMessage({ message: 3 })).toBe('');
    expect(serverMessage(null)).toBe('');
    expect(serverMessage('text')).toBe('');
  });
});
