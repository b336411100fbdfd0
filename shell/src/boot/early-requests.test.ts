import {
  commonHeaders,
  configureApi,
  fetchSiteConfig,
  resetApiConfig,
} from '@portal/shared/api';

import { takeEarlyAnswer } from './early-answers';
import { requestEarly, SITE_CONFIG_URL } from './early-requests';

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });

const urlOf = (input: RequestInfo | URL) =>
  new URL(String(input), location.href).pathname;

/** The backend of tenant 9.1 with `map` as its remote map, [] elsewhere. */
function serveTenantMap(map: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const url = urlOf(input);
    if (url === SITE_CONFIG_URL)
      return json({ success: true, message: '', data: { tenantId: '9.1' } });
    if (url === '/config/remotes/9.1.json')
      return json({ tenantId: '9.1', ...map });
    return json([]);
  });
}

/** The headers the early script sent with its first request. */
function sentHeaders(): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return Object.fromEntries(new Headers(init?.headers));
}

/** Header names and values, lower-cased names, without the per-call id. */
function comparable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => name !== 'x-request-id')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  localStorage.clear();
  // Each test starts with no answer waiting (the store lives on window).
  delete (window as unknown as Record<string, unknown>).__portalEarlyAnswers;
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
  history.replaceState(null, '', '/');
});

describe('requestEarly', () => {
  it('asks for the site configuration, then the map, then each remote’s routes and manifest, and keeps the answers for boot', async () => {
    serveTenantMap({
      remotes: {
        mf_a: '/mf-a/1.0.0/mf-manifest.json',
        mf_b: 'http://127.0.0.1:9/remoteEntry.js',
      },
    });
    await requestEarly();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual([
      SITE_CONFIG_URL,
      '/config/remotes/9.1.json',
      '/mf-a/1.0.0/routes.json',
      '/mf-a/1.0.0/mf-manifest.json',
      '/routes.json',
    ]);

    // Boot takes each answer once, with its body unread.
    const site = await takeEarlyAnswer(SITE_CONFIG_URL);
    await expect(site?.json()).resolves.toMatchObject({
      data: { tenantId: '9.1' },
    });
    expect(takeEarlyAnswer(SITE_CONFIG_URL)).toBeUndefined();
    await expect(
      takeEarlyAnswer('/config/remotes/9.1.json')?.then((r) => r.json()),
    ).resolves.toMatchObject({ remotes: { mf_a: expect.any(String) } });
    expect(takeEarlyAnswer('/mf-a/1.0.0/mf-manifest.json')).toBeDefined();
  });

  it('leaves a remote with a canary to boot, which chooses its version', async () => {
    serveTenantMap({
      remotes: {
        mf_a: '/mf-a/1.0.0/mf-manifest.json',
        mf_b: '/mf-b/1.0.0/mf-manifest.json',
      },
      canaries: {
        mf_a: { version: '1.1.0', share: 10, startedAt: '2026-01-01' },
      },
    });
    await requestEarly();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual([
      SITE_CONFIG_URL,
      '/config/remotes/9.1.json',
      '/mf-b/1.0.0/routes.json',
      '/mf-b/1.0.0/mf-manifest.json',
    ]);
  });

  it('on a page drawn on the server, asks for the map before the site configuration has answered', async () => {
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = 'portal-first-screen';
    state.textContent = JSON.stringify({
      site: { tenantId: '9.1' },
      frame: { pathname: '/', layout: 'main', panelHidden: false },
      display: {},
      layout: 'wide',
      region: null,
      data: {},
    });
    document.body.append(state);
    let answerSite: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url === SITE_CONFIG_URL)
        return new Promise((resolve) => {
          answerSite = resolve;
        });
      if (url === '/config/remotes/9.1.json')
        return Promise.resolve(
          json({
            tenantId: '9.1',
            remotes: { mf_a: '/mf-a/1.0.0/mf-manifest.json' },
          }),
        );
      return Promise.resolve(json([]));
    });
    try {
      const asking = requestEarly();
      // All four are under way while the configuration has not answered.
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
      expect(
        fetchMock.mock.calls.map(([input]) => urlOf(input)).sort(),
      ).toEqual([
        SITE_CONFIG_URL,
        '/config/remotes/9.1.json',
        '/mf-a/1.0.0/mf-manifest.json',
        '/mf-a/1.0.0/routes.json',
      ]);
      answerSite(
        json({ success: true, message: '', data: { tenantId: '9.1' } }),
      );
      await asking;
      await expect(
        takeEarlyAnswer(SITE_CONFIG_URL)?.then((r) => r.json()),
      ).resolves.toMatchObject({ data: { tenantId: '9.1' } });
    } finally {
      state.remove();
    }
  });

  it('stops after a failed site configuration, and boot then asks itself', async () => {
    fetchMock.mockResolvedValue(json({ message: 'down' }, 503));
    await requestEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyAnswer(SITE_CONFIG_URL)).toBeUndefined();
  });

  it('sends the five headers of every call, with the session’s token and the kept fingerprint', async () => {
    sessionStorage.setItem('token', 'T-1');
    localStorage.setItem('deviceFingerprint', 'fp-1');
    fetchMock.mockResolvedValue(json({ message: 'down' }, 503));
    await requestEarly();
    const headers = sentHeaders();
    expect(headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      // The site configuration is not known yet: empty, as the client sends it.
      tenantid: '',
      deviceid: 'pc',
      devicefingerprint: 'fp-1',
      token: 'T-1',
    });
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('sends exactly what the API client would send for the same call', async () => {
    sessionStorage.setItem('token', 'T-2');
    localStorage.setItem('deviceFingerprint', 'fp-2');
    fetchMock.mockResolvedValue(json({ message: 'down' }, 503));
    await requestEarly();
    expect(comparable(sentHeaders())).toEqual(
      comparable(await commonHeaders()),
    );
  });

  it('sends the token the address brings back from the SSO page, which boot keeps', async () => {
    sessionStorage.setItem('token', 'OLD');
    history.replaceState(null, '', '/index?id=1&token=NEW');
    fetchMock.mockResolvedValue(json({ message: 'down' }, 503));
    await requestEarly();
    expect(sentHeaders().token).toBe('NEW');
    // Reading it is boot's business: the address is left as it was.
    expect(location.search).toBe('?id=1&token=NEW');
  });

  it('answers boot’s own site-configuration call, which is then not sent again', async () => {
    fetchMock.mockImplementation(async (input) =>
      urlOf(input) === SITE_CONFIG_URL
        ? json({ success: true, message: '', data: { tenantId: '9.1' } })
        : json({ message: 'down' }, 503),
    );
    await requestEarly();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    configureApi({ earlyAnswer: takeEarlyAnswer });
    await expect(fetchSiteConfig({ silent: true })).resolves.toMatchObject({
      tenantId: '9.1',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
