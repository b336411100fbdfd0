import { contentStatusFor, type RemoteLookup } from './content-status';

function registry(state: {
  routes: Record<string, string>;
  failures?: Record<string, string>;
  withoutRoutes?: string[];
  loadingRoutes?: string[];
  forbidden?: string[];
}) {
  const retried: string[] = [];
  const lookup: RemoteLookup = {
    findRoute: (pathname) =>
      state.routes[pathname] ? { remote: state.routes[pathname] } : undefined,
    failure: (name) => state.failures?.[name] ?? null,
    isPermitted: (route) => !state.forbidden?.includes(route.remote),
    remotesWithoutRoutes: () => state.withoutRoutes ?? [],
    remotesLoadingRoutes: () => state.loadingRoutes ?? [],
    retry: async (name) => {
      retried.push(name);
    },
  };
  return { lookup, retried };
}

describe('contentStatusFor', () => {
  it('lets a healthy remote own the content area', () => {
    const { lookup } = registry({ routes: { '/index': 'mf_home' } });
    expect(contentStatusFor(lookup, '/index')).toEqual({ kind: 'remote' });
  });

  it('leaves /__portal/status to the shell even while a manifest is missing', () => {
    const { lookup } = registry({ routes: {}, withoutRoutes: ['mf_home'] });
    expect(contentStatusFor(lookup, '/__portal/status')).toEqual({
      kind: 'portal-status',
    });
  });

  it('serves /startClient from the shell whatever the remotes do', () => {
    const { lookup } = registry({ routes: {}, withoutRoutes: ['mf_home'] });
    expect(contentStatusFor(lookup, '/startClient')).toEqual({
      kind: 'start-client',
    });
  });

  it('shows the bare root as loading until it is sent home', () => {
    const { lookup } = registry({ routes: {} });
    expect(contentStatusFor(lookup, '/')).toEqual({ kind: 'loading' });
  });

  it('refuses a route the user may not open', () => {
    const { lookup } = registry({
      routes: { '/audit': 'mf_exams' },
      forbidden: ['mf_exams'],
    });
    expect(contentStatusFor(lookup, '/audit')).toEqual({ kind: 'forbidden' });
  });

  it('shows the fallback for a failed remote and retries only that one', async () => {
    const { lookup, retried } = registry({
      routes: { '/scheme': 'mf_exams' },
      failures: { mf_exams: 'RUNTIME-008' },
    });
    const status = contentStatusFor(lookup, '/scheme');
    expect(status.kind).toBe('unavailable');
    if (status.kind === 'unavailable') await status.retry();
    expect(retried).toEqual(['mf_exams']);
  });

  it('treats an unknown path as unavailable while some manifest is missing, else as not found', async () => {
    const { lookup, retried } = registry({
      routes: {},
      withoutRoutes: ['mf_projects'],
    });
    const status = contentStatusFor(lookup, '/projectIndex');
    expect(status.kind).toBe('unavailable');
    if (status.kind === 'unavailable') await status.retry();
    expect(retried).toEqual(['mf_projects']);
    expect(
      contentStatusFor(registry({ routes: {} }).lookup, '/nowhere'),
    ).toEqual({ kind: 'not-found' });
  });

  it('shows the loading state for an unknown path while a manifest is still on its way', () => {
    const { lookup } = registry({
      routes: { '/index': 'mf_home' },
      withoutRoutes: ['mf_projects', 'mf_exams'],
      loadingRoutes: ['mf_projects'],
    });
    expect(contentStatusFor(lookup, '/projectIndex')).toEqual({
      kind: 'loading',
    });
    expect(contentStatusFor(lookup, '/index')).toEqual({ kind: 'remote' });
  });
});
