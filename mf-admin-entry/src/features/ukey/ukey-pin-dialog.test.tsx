import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';

import type {
  PendingWindow,
  UkeyCallParams,
  UkeyMethod,
  UkeyResult,
  UserInfo,
} from '@portal/shared/contracts';
import { type FakeBackend, fakeBackend } from '@portal/shared/testing';
import { AppProviders } from '@portal/shared/ui';

import { stubWindowOpen } from '@portal/shared/testing';
import {
  KeyServiceError,
  type KeyServiceClient,
  type KeyServiceListener,
} from './key-service-client';
import { UkeyPinDialog } from './ukey-pin-dialog';
import type { KeyCertificate } from './ukey-login';

const user = {
  id: 'u1',
  name: '张管理',
  idCardHash: 'HASH-1',
  needUkey: true,
} as UserInfo;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function cert(id: string): KeyCertificate {
  return {
    id,
    subject: `CN=管理员${id}`,
    issuer: 'CN=Portal Test CA',
    serialNumber: `SN-${id}`,
    notBefore: '2026-01-01T00:00:00Z',
    notAfter: '2027-01-01T00:00:00Z',
  };
}

type Handler = (params: Record<string, unknown>) => unknown;

/** A key service answering from a table, able to push events. */
function fakeService(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    listCertificates: () => ({ certificates: [cert('c1')] }),
    verifyPin: () => ({ verified: true }),
    getSignCertificate: () => ({ certificate: 'CERT-B64' }),
    sign: () => ({ signature: 'SIG-B64' }),
    ...overrides,
  };
  const listeners = new Set<KeyServiceListener>();
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
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: () => true,
    close: vi.fn(),
  };
  return {
    client,
    calls,
    connect: vi.fn(async () => client),
    emit(event: string) {
      for (const listener of listeners) listener({ event, data: {} });
    },
  };
}

const LOGIN = 'POST /api/sso/ukey/login';

let backend: FakeBackend;

beforeEach(() => {
  backend = fakeBackend();
  backend.on('POST /api/sso/ukey/query/sign', { challenge: 'CH-1' });
  backend.on(LOGIN, { adminUrl: 'http://admin.example/' });
});

async function renderDialog(
  connect: (url: string) => Promise<KeyServiceClient>,
) {
  const props = {
    onOpened: vi.fn(),
    onCancel: vi.fn(),
    reload: vi.fn(),
  };
  render(
    <AppProviders>
      <UkeyPinDialog
        user={user}
        serviceUrl="ws://127.0.0.1:9999"
        connect={connect}
        {...props}
      />
    </AppProviders>,
  );
  // Let the connection made on open (and its certificate list) settle.
  await act(async () => {});
  return props;
}

function pinInput(): HTMLInputElement {
  return screen.getByLabelText('PIN码') as HTMLInputElement;
}

function submitPin(pin: string) {
  fireEvent.change(pinInput(), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
}

describe('UkeyPinDialog', () => {
  it('asks for the PIN, with focus in the field', async () => {
    const service = fakeService();
    await renderDialog(service.connect);
    expect(screen.getByRole('dialog', { name: '请输入PIN码' })).toBeTruthy();
    expect(pinInput().type).toBe('password');
    await waitFor(() => expect(document.activeElement).toBe(pinInput()));
    expect(service.connect).toHaveBeenCalledWith('ws://127.0.0.1:9999');

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText('请输入PIN码', { selector: 'div' }),
    ).toBeTruthy();
    expect(service.calls.map((call) => call.method)).toEqual([
      'listCertificates',
    ]);
  });

  it('tells when the key is inserted or removed', async () => {
    const service = fakeService();
    await renderDialog(service.connect);
    await waitFor(() => expect(service.calls).toHaveLength(1));
    act(() => service.emit('keyRemoved'));
    expect(await screen.findByText('uKey已拔出')).toBeTruthy();
    act(() => service.emit('keyInserted'));
    expect(await screen.findByText('uKey已插入')).toBeTruthy();
  });

  it('signs in with the key and reports the address', async () => {
    stubWindowOpen();
    const service = fakeService();
    const props = await renderDialog(service.connect);
    submitPin('123456');
    await waitFor(() =>
      expect(props.onOpened).toHaveBeenCalledWith(
        'http://admin.example/',
        expect.anything(),
      ),
    );
    expect(backend.calls(LOGIN).map((c) => c.body)).toEqual([
      { text: 'HASH-1', signData: 'SIG-B64', certificate: 'CERT-B64' },
    ]);
    expect(service.calls).toContainEqual({
      method: 'sign',
      params: { certId: 'c1', data: 'HASH-1.CH-1' },
    });
  });

  it('opens the back office window in the click, before the key flow answers', async () => {
    const { open, opened } = stubWindowOpen();
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    backend.on(LOGIN, async () => {
      await held;
      return { adminUrl: 'http://admin.example/' };
    });
    const service = fakeService();
    const props = await renderDialog(service.connect);
    submitPin('123456');
    // Within the click itself: the key has not been asked anything yet.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(service.calls.map((call) => call.method)).not.toContain('verifyPin');

    await waitFor(() => expect(backend.calls(LOGIN)).toHaveLength(1));
    expect(props.onOpened).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(props.onOpened).toHaveBeenCalledTimes(1));
    const [adminUrl, backOffice] = props.onOpened.mock.calls[0] as [
      string,
      PendingWindow,
    ];
    backOffice.go(adminUrl);
    expect(opened.map((child) => child.location.href)).toEqual([
      'http://admin.example/',
    ]);
  });

  it('opens no window without a PIN', async () => {
    const { open } = stubWindowOpen();
    await renderDialog(fakeService().connect);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText('请输入PIN码', { selector: 'div' }),
    ).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it("shows a wrong PIN's message in the dialog and keeps it open", async () => {
    const { opened } = stubWindowOpen();
    const service = fakeService({
      verifyPin: () => {
        throw new KeyServiceError('PIN_INCORRECT', 'PIN码错误，还可尝试2次');
      },
    });
    const props = await renderDialog(service.connect);
    submitPin('000000');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('PIN码错误，还可尝试2次');
    expect(screen.getByRole('dialog', { name: '请输入PIN码' })).toBeTruthy();
    expect(pinInput().value).toBe('');
    expect(props.onOpened).not.toHaveBeenCalled();
    // The window 确定 opened for the back office is closed again.
    expect(opened.map((child) => child.closed)).toEqual([true]);
  });

  it('shows 无法获取证书 when the key holds no certificate', async () => {
    const service = fakeService({
      listCertificates: () => ({ certificates: [] }),
    });
    await renderDialog(service.connect);
    submitPin('123456');
    expect(await screen.findByText('无法获取证书')).toBeTruthy();
  });

  it('shows 证书验证失败 when the server refuses', async () => {
    const { opened } = stubWindowOpen();
    const service = fakeService();
    backend.on(LOGIN, backend.failure('证书验证失败'));
    const props = await renderDialog(service.connect);
    submitPin('123456');
    expect(await screen.findByText('证书验证失败')).toBeTruthy();
    expect(props.onOpened).not.toHaveBeenCalled();
    expect(opened.map((child) => child.closed)).toEqual([true]);
  });

  it('warns with the driver link when the key service is missing, reloading on 确定', async () => {
    const connect = vi.fn(async (): Promise<KeyServiceClient> => {
      throw new KeyServiceError('UNAVAILABLE', 'x');
    });
    const props = await renderDialog(connect);
    submitPin('123456');
    expect(
      await screen.findByText('请检查uKey是否安装并启动，或刷新后重试'),
    ).toBeTruthy();
    expect(screen.getAllByText('提醒').length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: '下载uKey驱动' });
    expect(link.getAttribute('href')).toBe('/pcStatic/ukey-setup.html');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Connected once on open, once again on 确定.
    expect(connect).toHaveBeenCalledTimes(2);

    const ok = screen
      .getAllByRole('button', { name: '确定' })
      .find((button) => button.closest('.ant-modal-confirm'));
    fireEvent.click(ok!);
    await waitFor(() => expect(props.reload).toHaveBeenCalledTimes(1));
  });

  it('shows 无法创建WebSocket连接 when no WebSocket can be created', async () => {
    const connect = async (): Promise<KeyServiceClient> => {
      throw new KeyServiceError('CANNOT_CREATE', 'x');
    };
    await renderDialog(connect);
    submitPin('123456');
    expect(await screen.findByText('无法创建WebSocket连接')).toBeTruthy();
  });

  it('lets the user pick among several certificates', async () => {
    const { opened } = stubWindowOpen();
    const service = fakeService({
      listCertificates: () => ({ certificates: [cert('c1'), cert('c2')] }),
    });
    const props = await renderDialog(service.connect);
    const select = await screen.findByLabelText('证书');
    fireEvent.change(pinInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText('请选择证书', { selector: 'div' }),
    ).toBeTruthy();

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('CN=管理员c2（SN-c2）'));
    // No window for the click that lacked a certificate; one for the next.
    expect(opened).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(props.onOpened).toHaveBeenCalled());
    expect(opened.map((child) => child.closed)).toEqual([false]);
    expect(service.calls).toContainEqual({
      method: 'verifyPin',
      params: { certId: 'c2', pin: '123456' },
    });
  });

  it('closes on 取消 and on Esc, and lets go of the connection', async () => {
    const service = fakeService();
    const props = await renderDialog(service.connect);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    cleanup();
    await waitFor(() => expect(service.client.close).toHaveBeenCalled());

    const again = await renderDialog(fakeService().connect);
    fireEvent.keyDown(pinInput(), { key: 'Escape' });
    expect(again.onCancel).toHaveBeenCalledTimes(1);
  });
});
