import type { LetterSummary, Page } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const unread = async (token: string, headers: Record<string, string> = {}) =>
  (
    await call<{ unReadNum: number }>(`${server.url}/api/letter/getUnReadNum`, {
      method: 'POST',
      headers: { token, ...headers },
    })
  ).body.data?.unReadNum;

const page = (token: string, params: Record<string, unknown> = {}) =>
  call<Page<LetterSummary>>(`${server.url}/api/letter/page`, {
    headers: { token },
    params: { pagesize: 20, pagenum: 0, ...params },
  });

describe('letters', () => {
  it('counts the seeded unread letters and lists them first', async () => {
    await call(`${server.url}/__reset`, { method: 'POST' });
    const token = await login(server.url, 'learner');
    expect(await unread(token)).toBe(3);
    const res = await page(token);
    expect(res.status).toBe(200);
    const list = res.body.data?.datalist ?? [];
    expect(res.body.data?.totalelements).toBe(9);
    expect(list.slice(0, 3).every((l) => !l.read)).toBe(true);
    expect(list.slice(3).every((l) => l.read)).toBe(true);
    // Within each group, newest first.
    const read = list.slice(3).map((l) => l.sendTime);
    expect(read).toEqual([...read].sort().reverse());
    expect(list[0]).toMatchObject({
      typeName: expect.any(String),
      summary: expect.any(String),
    });
    expect(list[0]).not.toHaveProperty('content');
    const unreadOnly = await page(token, { read: 0 });
    expect(unreadOnly.body.data?.totalelements).toBe(3);
    const notices = await page(token, { type: 'NOTICE' });
    expect(notices.body.data?.datalist.every((l) => l.type === 'NOTICE')).toBe(
      true,
    );
    expect((await page(token, { type: 'SPAM' })).status).toBe(400);
  });

  it('opening a letter marks it read and lowers the count; other users and tenants are apart', async () => {
    await call(`${server.url}/__reset`, { method: 'POST' });
    const token = await login(server.url, 'learner');
    const first = (await page(token)).body.data?.datalist[0];
    const detail = await call<{
      id: string;
      content: string;
      read: boolean;
      unReadNum: number;
    }>(`${server.url}/api/letter/detail`, {
      headers: { token },
      params: { id: first?.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: first?.id,
      read: true,
      unReadNum: 2,
    });
    expect(detail.body.data?.content.length).toBeGreaterThan(10);
    expect(await unread(token)).toBe(2);
    // Opening it again changes nothing.
    await call(`${server.url}/api/letter/detail`, {
      headers: { token },
      params: { id: first?.id },
    });
    expect(await unread(token)).toBe(2);

    const admin = await login(server.url, 'admin');
    const foreign = await call(`${server.url}/api/letter/detail`, {
      headers: { token: admin },
      params: { id: first?.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, message: '消息不存在' });
    // The same account in another tenant keeps its own letters.
    const city = await login(
      server.url,
      'learner',
      'http://001-001-043.localhost:8080/index',
    );
    expect(await unread(city, { tenantId: '001.001.043' })).toBe(3);
  });

  it('marks all read', async () => {
    await call(`${server.url}/__reset`, { method: 'POST' });
    const token = await login(server.url, 'pwdexpired');
    expect(await unread(token)).toBe(4);
    const res = await call<{ updated: number; unReadNum: number }>(
      `${server.url}/api/letter/readAll`,
      { method: 'POST', headers: { token } },
    );
    expect(res.body).toMatchObject({
      success: true,
      message: '已全部标记为已读',
      data: { updated: 4, unReadNum: 0 },
    });
    expect(await unread(token)).toBe(0);
    const list = (await page(token)).body.data?.datalist ?? [];
    expect(list.every((l) => l.read)).toBe(true);
  });

  it('needs a session and an id', async () => {
    for (const path of ['getUnReadNum', 'page', 'detail', 'readAll']) {
      const res = await call(`${server.url}/api/letter/${path}`, {
        method: 'POST',
      });
      expect(res.status, path).toBe(401);
    }
    const token = await login(server.url, 'learner');
    const noId = await call(`${server.url}/api/letter/detail`, {
      headers: { token },
      params: {},
    });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('缺少参数id');
  });
});
