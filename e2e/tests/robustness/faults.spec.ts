/**
 * Faults: remotes that fail in four ways, the HTTP outcomes of
 * seed-spec 8 on the user-info call and on a page's data call, and a
 * backend that dies and comes back while a learner is studying.
 *
 * remote-failure.spec.ts and shell-errors.spec.ts cover the first cases of
 * each; this spec extends them and does not repeat them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import {
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
  test,
} from '@playwright/test';

import {
  MOCK_URL,
  PASSWORD,
  PORTAL_PORT,
  ROOT_DIR,
  RUNTIME_DIR,
  TENANTS,
} from '../../support/env';
import {
  expectSamePageLoad,
  markPageLoad,
  resetBackend,
} from '../../support/portal';

const [main] = TENANTS;
const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** A learner's session token, signed in once for the tests that only read. */
let learnerToken = '';

/**
 * A fresh session token from the mock SSO page, posted as its form would
 * be (signing in through the page is covered by the shell specs).
 */
async function issueToken(
  mockUrl: string = MOCK_URL,
  portalUrl: string = main.url,
): Promise<string> {
  const response = await fetch(`${mockUrl}/sso/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'learner',
      password: PASSWORD,
      redirect: `${portalUrl}/index`,
    }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const token = new URL(
    response.headers.get('location') ?? '',
  ).searchParams.get('token');
  expect(token).toBeTruthy();
  return token ?? '';
}

/** The address with the session token the shell takes over (seed-spec 2.5). */
function withToken(url: string, token = learnerToken): string {
  const parsed = new URL(url);
  parsed.searchParams.set('token', token);
  return parsed.href;
}

test.beforeAll(async () => {
  await resetBackend();
  learnerToken = await issueToken();
});

// ------------------------------------------------------------ remote faults

/**
 * How long the shell waits for a remote's files in these tests: the
 * production default is 8 s (REMOTE_LOAD_TIMEOUT_MS); a page may lower it
 * with this global before the shell starts.
 */
const TEST_REMOTE_TIMEOUT_MS = 2500;

type FaultKind = 'unreachable' | 'http-500' | 'garbage-js' | 'hang';

interface RemoteCase {
  dir: string;
  /** Where the remote's area is, and how a working one looks. */
  path: string;
  ready: (page: Page) => Locator;
  /** A page of another remote, reached from the header menu. */
  other: { link: string; ready: (page: Page) => Locator };
  /** mf-admin-entry owns no page: its area is the 管理员登录 action. */
  action?: boolean;
}

const learnerName = (page: Page) => page.getByTestId('learner-name');
const homePage = (page: Page) => page.getByTestId('mf-home-page');

const REMOTES: RemoteCase[] = [
  {
    dir: 'mf-home',
    path: '/index',
    ready: homePage,
    other: { link: '学习中心', ready: learnerName },
  },
  {
    dir: 'mf-personal-center',
    path: '/personalCenter',
    ready: learnerName,
    other: { link: '首页', ready: homePage },
  },
  {
    dir: 'mf-projects',
    path: '/projectIndex',
    ready: (page) => page.getByTestId('mf-projects-page'),
    other: { link: '学习中心', ready: learnerName },
  },
  {
    dir: 'mf-exams',
    path: '/scheme',
    ready: (page) =>
      page.getByRole('heading', { level: 1, name: '巩固练习活动方案' }),
    other: { link: '首页', ready: homePage },
  },
  {
    dir: 'mf-admin-entry',
    path: '/index',
    ready: (page) =>
      page.locator('.ant-message').getByText('您不是管理员，无权登录'),
    other: { link: '学习中心', ready: learnerName },
    action: true,
  },
];

const FAULTS: FaultKind[] = ['unreachable', 'http-500', 'garbage-js', 'hang'];

/** Installs the fault on the remote's files; returns the undo. */
async function injectRemoteFault(
  page: Page,
  dir: string,
  kind: FaultKind,
): Promise<() => Promise<void>> {
  // Every file of the deployed remote (routes.json, mf-manifest.json,
  // remoteEntry.js, chunks), or only its scripts for garbage JavaScript.
  const pattern = kind === 'garbage-js' ? `**/${dir}/*/*.js` : `**/${dir}/*/**`;
  const hung: Route[] = [];
  const handler = async (route: Route) => {
    switch (kind) {
      case 'unreachable':
        return route.abort('connectionrefused');
      case 'http-500':
        return route.fulfill({ status: 500, body: 'Internal Server Error' });
      case 'garbage-js':
        return route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: '<html>502 Bad Gateway</html> }{ var = ;',
        });
      case 'hang':
        // Never answered while the fault lasts.
        hung.push(route);
        return;
    }
  };
  await page.route(pattern, handler);
  return async () => {
    await page.unroute(pattern, handler);
    // The browser gave up on these long ago; release them.
    for (const route of hung.splice(0)) await route.abort().catch(() => {});
  };
}

/** When the header and the signed-in panel first showed, after DOMContentLoaded. */
async function installBootClock(page: Page): Promise<void> {
  await page.addInitScript((timeoutMs: number) => {
    const w = window as unknown as {
      __PORTAL_REMOTE_TIMEOUT_MS__?: number;
      __bootSeen?: Record<string, number>;
    };
    w.__PORTAL_REMOTE_TIMEOUT_MS__ = timeoutMs;
    const seen: Record<string, number> = {};
    w.__bootSeen = seen;
    const check = () => {
      if (
        seen.header === undefined &&
        document.querySelector('nav[aria-label="主导航"] a')
      )
        seen.header = performance.now();
      if (
        seen.welcome === undefined &&
        document.querySelector('[data-testid="welcome-box"]')
      )
        seen.welcome = performance.now();
      if (seen.header !== undefined && seen.welcome !== undefined)
        observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  }, TEST_REMOTE_TIMEOUT_MS);
}

/** ms from the shell's DOMContentLoaded (its deferred entry has run) to the header and the panel. */
async function bootTimes(
  page: Page,
): Promise<{ header: number; welcome: number }> {
  return page.evaluate(() => {
    const seen =
      (window as unknown as { __bootSeen?: Record<string, number> })
        .__bootSeen ?? {};
    const [entry] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const start = entry?.domContentLoadedEventStart ?? 0;
    return {
      header: (seen.header ?? Infinity) - start,
      welcome: (seen.welcome ?? Infinity) - start,
    };
  });
}

const fallbackOf = (page: Page) =>
  page.getByRole('alert').filter({ hasText: '服务暂不可用' });
const adminFallbackOf = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: '服务暂不可用' });

test.describe('a remote that fails', () => {
  for (const remote of REMOTES) {
    for (const kind of FAULTS) {
      test(`${remote.dir}: ${kind}`, async ({ page }) => {
        await installBootClock(page);
        const undo = await injectRemoteFault(page, remote.dir, kind);
        await page.goto(withToken(`${main.url}${remote.path}`), {
          waitUntil: 'domcontentloaded',
        });

        // The shell boots on its own: header and signed-in panel.
        await expect(
          nav(page).getByRole('link', { name: '首页' }),
        ).toBeVisible();
        await expect(page.getByTestId('welcome-box')).toContainText(
          '欢迎您，张学员',
        );
        const times = await bootTimes(page);
        expect(times.header, 'header after DOMContentLoaded (ms)').toBeLessThan(
          3000,
        );
        // The panel also waits for the user-info call and for at most
        // ROUTES_BOOT_WAIT_MS (1 s) of route manifests: a looser bound.
        expect(
          times.welcome,
          'signed-in panel after DOMContentLoaded (ms)',
        ).toBeLessThan(6000);
        await markPageLoad(page);

        // The failed area says so and offers 重试.
        const fallback = remote.action
          ? adminFallbackOf(page)
          : fallbackOf(page);
        if (remote.action) {
          await expect(homePage(page)).toBeVisible();
          await page.getByRole('button', { name: '管理员登录' }).click();
        }
        await expect(fallback).toBeVisible({ timeout: 20_000 });
        await expect(
          fallback.getByRole('button', { name: '重试' }),
        ).toBeVisible();

        // Another remote works.
        if (remote.action) {
          await fallback.getByRole('button', { name: '关闭' }).click();
          await expect(fallback).toHaveCount(0);
        }
        await nav(page).getByRole('link', { name: remote.other.link }).click();
        await expect(remote.other.ready(page).first()).toBeVisible();
        if (!remote.action) await expect(fallback).toHaveCount(0);

        // Back to the failed area; the fault ends; 重试 recovers.
        if (remote.action) {
          await page.getByRole('button', { name: '管理员登录' }).click();
        } else {
          await page.goBack();
        }
        await expect(fallback).toBeVisible({ timeout: 20_000 });
        await undo();
        await fallback.getByRole('button', { name: '重试' }).click();
        await expect(remote.ready(page).first()).toBeVisible({
          timeout: 15_000,
        });
        await expect(fallback).toHaveCount(0);
        await expectSamePageLoad(page);
      });
    }
  }
});

// ------------------------------------------------------------ HTTP outcomes

const CATALOGUE_CALL = '**/api/portal/course/getPageByCategory';
const USER_INFO_CALL = '**/api/user/info';

type Outcome =
  | { name: string; abort: string }
  | { name: string; status: number; body?: object };

const toast = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text, { exact: true }).first();

async function answerWith(route: Route, outcome: Outcome) {
  if ('abort' in outcome) return route.abort(outcome.abort);
  return route.fulfill({
    status: outcome.status,
    contentType: 'application/json',
    body: JSON.stringify(outcome.body ?? {}),
  });
}

test.describe('HTTP outcomes of a page data call (seed-spec 8)', () => {
  // 401/404/502 with the dev hook's bodies, 403/409 with a server message
  // and a network abort are in shell-errors.spec.ts.
  const cases: (Outcome & { text: string })[] = [
    {
      name: 'connection refused',
      abort: 'connectionrefused',
      text: '网络已断开，请检查您的网络连接！',
    },
    {
      name: '401 with a server message',
      status: 401,
      body: { success: false, message: '登录信息已失效，请重新登录' },
      text: '登录信息已失效，请重新登录',
    },
    {
      name: '404 with a server message',
      status: 404,
      body: { success: false, message: 'not found' },
      text: '请求的路径不存在',
    },
    {
      name: '502 with a server message',
      status: 502,
      body: { success: false, message: 'bad gateway' },
      text: '链接超时了,请联系管理员！',
    },
    {
      name: 'another status (500) with a server message',
      status: 500,
      body: { success: false, message: '数据库繁忙，请稍后再试' },
      text: '数据库繁忙，请稍后再试',
    },
    {
      name: 'success:false with a message',
      status: 200,
      body: { success: false, message: '课程目录暂不可查询' },
      text: '课程目录暂不可查询',
    },
    {
      name: 'success:false without a message',
      status: 200,
      body: { success: false },
      text: '系统异常',
    },
  ];

  test('each outcome shows its exact message, in the toast and in the block', async ({
    page,
  }) => {
    const list = page.getByRole('list', { name: '课程列表' });
    const sorting = page.getByRole('region', { name: '筛选条件' });
    let current: Outcome | null = cases[0] ?? null;
    await page.route(CATALOGUE_CALL, (route) =>
      current ? answerWith(route, current) : route.fallback(),
    );
    await page.goto(withToken(`${main.url}/commendIndex`));
    for (const [index, outcome] of cases.entries()) {
      await test.step(outcome.name, async () => {
        current = outcome;
        // The next outcome answers a new query: the other sort order.
        if (index > 0) {
          const asked = page.waitForRequest(CATALOGUE_CALL);
          await sorting
            .getByText(index % 2 ? '最热' : '最新', { exact: true })
            .click();
          await asked;
        }
        await expect(toast(page, outcome.text)).toBeVisible();
        await expect(
          page
            .getByTestId('course-catalogue-page')
            .getByRole('alert')
            .filter({ hasText: outcome.text }),
        ).toBeVisible();
        // Still signed in, the rest of the page works.
        await expect(page.getByTestId('welcome-box')).toContainText('张学员');
      });
    }
    // And the list comes back once the call answers again.
    current = null;
    await sorting.getByText('最热', { exact: true }).click();
    await expect(list.getByRole('listitem').first()).toBeVisible();
  });

  test('no answer within 20 s (the /api client timeout) shows 系统异常', async ({
    page,
  }) => {
    await page.clock.install();
    let asked = false;
    await page.route(CATALOGUE_CALL, () => {
      asked = true; // never answered
    });
    await page.goto(withToken(`${main.url}/commendIndex`));
    await expect(page.getByTestId('welcome-box')).toContainText('张学员');
    await expect.poll(() => asked).toBe(true);
    await page.clock.fastForward(19_000);
    await expect(toast(page, '系统异常')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(toast(page, '系统异常')).toBeVisible();
    await expect(
      page
        .getByTestId('course-catalogue-page')
        .getByRole('alert')
        .filter({ hasText: '系统异常' }),
    ).toBeVisible();
  });

  test('another status without a message (a proxy’s page) alerts the code and the request id', async ({
    page,
  }) => {
    const sent: string[] = [];
    await page.route(CATALOGUE_CALL, async (route) => {
      sent.push(route.request().headers()['x-request-id'] ?? '');
      await route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<html><body>500 Internal Server Error</body></html>',
      });
    });
    await page.goto(withToken(`${main.url}/commendIndex`));
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const id = sent.at(-1)!;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const text = `请求失败（错误码 500，请求编号 ${id}）`;
    await expect(toast(page, text)).toBeVisible();
    await expect(
      page
        .getByTestId('course-catalogue-page')
        .getByRole('alert')
        .filter({ hasText: text }),
    ).toBeVisible();
  });

  for (const [status, text] of [
    [403, '身份过期，请重新登录'],
    [409, '系统异常'],
  ] as const) {
    test(`${status} without a server message warns “${text}”, then logs out`, async ({
      page,
    }) => {
      const token = await issueToken();
      await page.route(CATALOGUE_CALL, (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: '{}',
        }),
      );
      const logout = page.waitForRequest(
        (request: Request) =>
          new URL(request.url()).pathname === '/logout' &&
          request.method() === 'POST',
      );
      await page.goto(withToken(`${main.url}/commendIndex`, token));
      await expect(toast(page, text)).toBeVisible();
      const sent = await logout;
      expect(sent.headers()['token']).toBe(token);
      expect(sent.headers()['fs-ck']).toBe(token);
      await expect(page).toHaveURL(`${main.url}/index`);
      await expect(
        page.getByRole('button', { name: '学员登录' }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => sessionStorage.getItem('token')),
      ).toBeNull();
    });
  }
});

test.describe('HTTP outcomes of the user-info call (seed-spec 4 and 8)', () => {
  // Whether the token is still there afterwards is checked on a few.
  const cases: (Outcome & { checkToken?: boolean })[] = [
    { name: 'network error', abort: 'internetdisconnected', checkToken: true },
    { name: '401', status: 401, body: { success: false } },
    {
      name: '403',
      status: 403,
      body: { success: false, message: '无权限' },
      checkToken: true,
    },
    {
      name: '409',
      status: 409,
      body: { success: false, message: '已在别处登录' },
    },
    { name: '502', status: 502 },
    {
      name: 'success:false',
      status: 200,
      body: { success: false },
      checkToken: true,
    },
  ];

  async function expectSentToLogin(page: Page, from: string) {
    await expect(
      page.getByRole('heading', { name: '统一身份认证' }),
    ).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(
      `${main.url}${from}`,
    );
  }

  test('any failure drops the session and sends the learner to the login address', async ({
    page,
  }) => {
    for (const outcome of cases) {
      await test.step(outcome.name, async () => {
        await page.route(USER_INFO_CALL, (route) => answerWith(route, outcome));
        await page.goto(withToken(`${main.url}/personalCenter`));
        await expectSentToLogin(page, '/personalCenter');
        await page.unrouteAll();
        if (!outcome.checkToken) return;
        // The token was dropped: back on the portal, nobody is signed in.
        await page.goto(`${main.url}/index`);
        await expect(
          page.getByRole('button', { name: '学员登录' }),
        ).toBeVisible();
      });
    }
  });

  test('no answer within 20 s sends the learner to the login address', async ({
    page,
  }) => {
    await page.clock.install();
    let asked = false;
    await page.route(USER_INFO_CALL, () => {
      asked = true; // never answered
    });
    await page.goto(withToken(`${main.url}/personalCenter`));
    await expect.poll(() => asked).toBe(true);
    await page.clock.fastForward(21_000);
    await expectSentToLogin(page, '/personalCenter');
  });
});

// ------------------------------------------------- backend killed and back

/**
 * The webServer's backend serves every other spec, so this part runs its
 * own: a mock backend process and a site server pointing at it, on ports
 * next to the e2e ones. The backend is killed with SIGKILL (a crash, not a
 * clean stop) and started again on the same database file.
 */
const SIDE_PORTAL_PORT = PORTAL_PORT + 101;
const SIDE_MOCK_PORT = PORTAL_PORT + 102;
const SIDE_URL = `http://localhost:${SIDE_PORTAL_PORT}`;
const SIDE_MOCK_URL = `http://127.0.0.1:${SIDE_MOCK_PORT}`;
const SIDE_DIR = path.join(RUNTIME_DIR, 'faults-backend');

function startNode(script: string, env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, script)],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function waitUntilUp(url: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

let backend: ChildProcess | null = null;
let site: ChildProcess | null = null;

async function startBackend(): Promise<void> {
  backend = startNode('mock-server/src/main.ts', {
    MOCK_PORT: String(SIDE_MOCK_PORT),
    MOCK_DB_FILE: path.join(SIDE_DIR, 'db.json'),
    MOCK_QUIET: '1',
    UKEY_PORT: 'off',
    NODE_ENV: 'development',
  });
  await waitUntilUp(`${SIDE_MOCK_URL}/__health`);
}

async function killBackend(): Promise<void> {
  const child = backend;
  backend = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function sideGet<T>(url: string, token = ''): Promise<T> {
  const response = await fetch(url, {
    headers: { token, tenantId: main.id },
  });
  return ((await response.json()) as { data: T }).data;
}

test.describe('the backend dies and comes back', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    rmSync(SIDE_DIR, { recursive: true, force: true });
    mkdirSync(SIDE_DIR, { recursive: true });
    await startBackend();
    site = startNode('tools/site-server/site-main.ts', {
      PORTAL_PORT: String(SIDE_PORTAL_PORT),
      MOCK_PORT: String(SIDE_MOCK_PORT),
      PORTAL_CONFIG_DIR: path.join(RUNTIME_DIR, 'config'),
    });
    await waitUntilUp(`${SIDE_URL}/api/portal/subsite`);
  });

  test.afterAll(async () => {
    await killBackend();
    site?.kill('SIGTERM');
    site = null;
  });

  test('while a video plays: the watched seconds wait as 学时记录待同步 and reach the server', async ({
    page,
  }) => {
    const COURSE = '13022'; // 10 s optional video of tenant 001.001
    const token = await issueToken(SIDE_MOCK_URL, SIDE_URL);
    await page.goto(
      withToken(`${SIDE_URL}/commendIndex/coursedetail?id=${COURSE}`, token),
    );
    // The portal's player: the drawn one has no lesson until it is taken over.
    const video = page.locator('video[src]');
    await expect(video).toBeVisible();
    const currentTime = () =>
      video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(currentTime).toBeGreaterThan(2);

    await killBackend();
    // Watching goes on with the backend gone.
    await expect.poll(currentTime).toBeGreaterThan(5);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const watched = Math.ceil(await currentTime());
    await expect(page.getByText('学时记录待同步').first()).toBeVisible();
    const queued = await page.evaluate(() =>
      localStorage.getItem('studyProgressQueue'),
    );
    expect(queued).toContain(`"studyTimes":${watched}`);

    await startBackend();
    // Nobody touches the page: the queue is resent on its own.
    await expect(page.getByText('学时记录待同步')).toHaveCount(0, {
      timeout: 20_000,
    });
    const detail = await sideGet<{ studyTimes: number }>(
      `${SIDE_MOCK_URL}/api/portal/course/get?id=${COURSE}`,
      token,
    );
    expect(detail.studyTimes).toBe(watched);
  });

  test('while an exam is in progress: the answers wait in the browser and reach the server', async ({
    page,
  }) => {
    const token = await issueToken(SIDE_MOCK_URL, SIDE_URL);
    await page.goto(
      withToken(`${SIDE_URL}/solidify/officialManage?paperId=17009`, token),
    );
    await page.getByRole('button', { name: /^(开始答题|再次作答)$/ }).click();
    const status = page.getByTestId('exam-save-status');
    const question = (stem: RegExp) => page.getByRole('group', { name: stem });
    await question(/银行客服/)
      .getByRole('radio', { name: 'B. 挂断电话，通过官方渠道核实' })
      .check();
    await expect(status).toHaveText(/^已保存 \d{2}:\d{2}:\d{2}$/);

    await killBackend();
    const passwords = question(/安全的口令习惯/);
    await passwords
      .getByRole('checkbox', { name: 'A. 不同网站使用不同口令' })
      .check();
    await passwords
      .getByRole('checkbox', { name: 'D. 定期更换重要账户口令' })
      .check();
    await page.getByLabel('第4题 第1空').fill('2017');
    await expect(status).toHaveText('保存失败，2题答案已保存在本机，正在重试');
    const drafts = await page.evaluate(() =>
      localStorage.getItem('examAnswerDrafts'),
    );
    expect(drafts).toContain('17009-2');
    expect(drafts).toContain('17009-4');

    await startBackend();
    await expect(status).toHaveText(/^已保存 \d{2}:\d{2}:\d{2}$/, {
      timeout: 20_000,
    });
    const [attempt] = await sideGet<
      { status: string; answers: Record<string, string[]> }[]
    >(
      `${SIDE_MOCK_URL}/__db/examAttempts?tenantId=${main.id}&username=learner&paperId=17009`,
    );
    expect(attempt?.status).toBe('IN_PROGRESS');
    expect(attempt?.answers).toEqual({
      '17009-1': ['B'],
      '17009-2': ['A', 'D'],
      '17009-4': ['2017'],
    });
  });
});
