import { takeEarlyAnswer } from './early-answers';
import { requestEarly, SITE_CONFIG_URL } from './early-requests';

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });

const urlOf = (input: RequestInfo | URL) =>
  new URL(String(input), location.href).pathname;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestEarly', () => {
  it('asks for the site configuration, then the map, then each remote’s routes and manifest, and keeps the answers for boot', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url === SITE_CONFIG_URL)
        return json({ success: true, message: '', data: { tenantId: '9.1' } });
      if (url === '/config/remotes/9.1.json')
        return json({
          tenantId: '9.1',
          remotes: {
            mf_a: '/mf-a/1.0.0/mf-manifest.json',
            mf_b: 'http://127.0.0.1:9/remoteEntry.js',
          },
        });
      return json([]);
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

  it('stops after a failed site configuration, and boot then asks itself', async () => {
    fetchMock.mockResolvedValue(json({ message: 'down' }, 503));
    await requestEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyAnswer(SITE_CONFIG_URL)).toBeUndefined();
  });
});
