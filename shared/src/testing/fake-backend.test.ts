import { getJson, post } from '@portal/shared/api';

import { fakeBackend } from './fake-backend';

afterEach(() => vi.unstubAllGlobals());

describe('fakeBackend', () => {
  it('answers a route through the real client and records the call', async () => {
    const backend = fakeBackend().on('GET /api/course/detail', (call) => ({
      id: call.query.get('id'),
    }));
    await expect(
      getJson('/api/course/detail', { id: '7' }, { silent: true }),
    ).resolves.toEqual({ id: '7' });
    const [call] = backend.calls('GET /api/course/detail');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('reads JSON and form bodies', async () => {
    const backend = fakeBackend()
      .on('POST /api/a', null)
      .on('POST /api/b', null);
    await post('/api/a', { name: '张三' }, { silent: true });
    await post('/api/b', { code: '1234' }, { silent: true });
    expect(backend.calls('POST /api/a')[0]?.body).toEqual({ name: '张三' });
    expect(backend.calls('POST /api/b')[0]?.body).toEqual({ code: '1234' });
  });

  it('sends a failure as the backend does, and fails a call no route answers', async () => {
    const backend = fakeBackend();
    backend.on('GET /api/a', backend.failure('暂无权限'));
    await expect(getJson('/api/a', {}, { silent: true })).rejects.toThrow(
      '暂无权限',
    );
    await expect(
      getJson('/api/unknown', {}, { silent: true }),
    ).rejects.toThrow();
    expect(backend.calls().map((c) => c.path)).toEqual([
      '/api/a',
      '/api/unknown',
    ]);
  });

  it('answers a dictionary call with datalist at the top, every time', async () => {
    const backend = fakeBackend();
    const items = [{ name: '进行中', code: 'IN_PROGRESS' }];
    backend.on('POST /api/dictionary/list/X', backend.dictionary(items));
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch('/api/dictionary/list/X', {
        method: 'POST',
      });
      await expect(response.json()).resolves.toEqual({
        success: true,
        message: '',
        datalist: items,
      });
    }
  });
});
