import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { MOCK_PORT, MOCK_URL, PORTAL_PORT, ROOT_DIR } from '../../support/env';

test('malformed JSON and unknown paths get 4xx JSON answers and the backend keeps serving', async () => {
  for (const base of [MOCK_URL, `http://127.0.0.1:${PORTAL_PORT}`]) {
    // A JSON call (a form call answers a JSON body 415 before reading it).
    const malformed = await fetch(`${base}/api/portal/article/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      success: false,
      message: expect.any(String),
    });

    const unknown = await fetch(`${base}/api/no/such/endpoint`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      message: '请求的路径不存在',
    });

    const anonymous = await fetch(`${base}/api/user/info`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false });

    const banners = await fetch(`${base}/api/portal/banner`, {
      method: 'POST',
    });
    expect(banners.status).toBe(200);
    expect(await banners.json()).toMatchObject({
      success: true,
      data: expect.any(Array),
    });
  }
});

// The test's own port, next to the suite's: a developer's `npm start` may hold the defaults.
const RESTART_PORT = MOCK_PORT + 100;

function startBackend(dbFile: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'mock-server/src/main.ts')],
    {
      env: {
        ...process.env,
        MOCK_PORT: String(RESTART_PORT),
        MOCK_DB_FILE: dbFile,
        MOCK_QUIET: '1',
        // No key service: this test needs none, and its port may be taken.
        UKEY_PORT: 'off',
      },
      stdio: 'ignore',
    },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${RESTART_PORT}/__health`)).ok)
          return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        return reject(new Error('backend did not start'));
      setTimeout(poll, 150);
    };
    void poll();
  });
}

function stopBackend(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function signIn(): Promise<string> {
  const form = new URLSearchParams({
    username: 'learner',
    password: 'Portal@2026',
    redirect: 'http://localhost:8080/index',
  });
  const response = await fetch(`http://127.0.0.1:${RESTART_PORT}/sso/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  const token = new URL(location).searchParams.get('token');
  expect(token).toBeTruthy();
  return token ?? '';
}

test('data written before a restart of the backend is there after it', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-db-'));
  const dbFile = path.join(folder, 'db.json');
  let backend = await startBackend(dbFile);
  try {
    const token = await signIn();
    const headers = { 'Content-Type': 'application/json', token };
    const created = await fetch(
      `http://127.0.0.1:${RESTART_PORT}/api/portal/suggest/createSuggest`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          token,
        },
        body: new URLSearchParams({ content: '希望增加夜间模式' }).toString(),
      },
    );
    expect(created.status).toBe(200);

    await stopBackend(backend);
    backend = await startBackend(dbFile);

    // The session and the suggestion both survived the restart.
    const mine = await fetch(
      `http://127.0.0.1:${RESTART_PORT}/api/portal/suggest/queryMySuggest`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ pagesize: 10, pagenum: 0 }),
      },
    );
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as {
      data: { datalist: { content: string }[] };
    };
    expect(body.data.datalist.map((item) => item.content)).toContain(
      '希望增加夜间模式',
    );
  } finally {
    await stopBackend(backend);
    rmSync(folder, { recursive: true, force: true });
  }
});
