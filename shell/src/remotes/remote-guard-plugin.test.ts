import remoteGuardPlugin, {
  prefetchManifest,
  REMOTE_LOAD_TIMEOUT_MS,
  remoteLoadTimeoutMs,
} from './remote-guard-plugin';

type Holder = { __PORTAL_REMOTE_TIMEOUT_MS__?: unknown };

const fetchMock = vi.fn<typeof fetch>();

/** A fetch that never answers, but honours its abort signal. */
function hangingFetch(_url: RequestInfo | URL, init?: RequestInit) {
  return new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(init.signal?.reason as Error),
    );
  });
}

/** A fetch whose unread body is lost when its signal aborts, as in browsers. */
function bodyCutOnAbort(text: string) {
  return async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
        init?.signal?.addEventListener('abort', () =>
          controller.error(init.signal?.reason),
        );
      },
    });
    return new Response(body, { status: 200 });
  };
}

function callFetchHook(url: string): Promise<Response> {
  const hook = remoteGuardPlugin().fetch as (
    url: string,
    init: RequestInit,
  ) => Promise<Response>;
  return hook(url, {});
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Holder).__PORTAL_REMOTE_TIMEOUT_MS__;
});

describe('remote load timeout', () => {
  it('is 8 s unless the page sets a positive number before the shell starts', () => {
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(8000);
    expect(remoteLoadTimeoutMs()).toBe(8000);
    (globalThis as Holder).__PORTAL_REMOTE_TIMEOUT_MS__ = 1500;
    expect(remoteLoadTimeoutMs()).toBe(1500);
    for (const ignored of [0, -1, Number.NaN, '1500', null]) {
      (globalThis as Holder).__PORTAL_REMOTE_TIMEOUT_MS__ = ignored;
      expect(remoteLoadTimeoutMs()).toBe(8000);
    }
  });

  it('gives remoteEntry.js scripts the timeout in force', () => {
    (globalThis as Holder).__PORTAL_REMOTE_TIMEOUT_MS__ = 2500;
    const created = remoteGuardPlugin().createScript?.({
      url: '/mf-home/1.0.0/remoteEntry.js',
    } as Parameters<
      NonNullable<ReturnType<typeof remoteGuardPlugin>['createScript']>
    >[0]);
    expect(created).toMatchObject({ timeout: 2500 });
  });

  it('aborts a manifest fetch that never answers, without a retry', async () => {
    (globalThis as Holder).__PORTAL_REMOTE_TIMEOUT_MS__ = 30;
    fetchMock.mockImplementation(hangingFetch);
    await expect(
      callFetchHook('/mf-home/1.0.0/mf-manifest.json'),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 5xx answer once', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const response = await callFetchHook('/mf-home/1.0.0/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('manifests fetched early', () => {
  it('hands the early answer to the runtime once, readable after the load timeout', async () => {
    (globalThis as Holder).__PORTAL_REMOTE_TIMEOUT_MS__ = 30;
    fetchMock.mockImplementation(bodyCutOnAbort('{"name":"mf_home"}'));
    prefetchManifest('/mf-home/9.9.1/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const response = await callFetchHook('/mf-home/9.9.1/mf-manifest.json');
    await expect(response.json()).resolves.toEqual({ name: 'mf_home' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A second ask (a retry of the remote) goes to the network.
    await callFetchHook('/mf-home/9.9.1/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetches afresh when the early answer already failed', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('Not Found', { status: 404 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    prefetchManifest('/mf-home/9.9.2/mf-manifest.json');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const response = await callFetchHook('/mf-home/9.9.2/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
