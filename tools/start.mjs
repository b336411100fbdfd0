// @ts-check
/**
 * npm start: builds what is missing, then serves the production build and
 * the mock backend, and prints the tenant URLs and demo accounts. Ports:
 * PORTAL_PORT (8080) and MOCK_PORT (3000). The site server runs the canary
 * gate (PORTAL_GATE_INTERVAL_MS) with a random PORTAL_GATE_KEY both get.
 *
 * npm run start:nginx (--nginx): the same with nginx and
 * deploy/nginx/portal.conf in front, its runtime files in NGINX_RUNTIME_DIR
 * (a folder under the system's temporary one). nginx serves the assets,
 * /config/ and the backend, and sends the portal pages to the Node site
 * server as its render tier, on 127.0.0.1:PORTAL_RENDER_PORT (PORTAL_PORT
 * + 1) with its canary gate off unless PORTAL_GATE_INTERVAL_MS says
 * otherwise (nginx nodes run the gate from cron).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CONFIG_DIR, DIST, ROOT } from './apps.mjs';
import {
  guardChild,
  nginxAvailable,
  startNginx,
  testConfig,
  writeRuntime,
} from './nginx/nginx.mjs';
import { linkShell, siteShell } from './remotes.mjs';

const withNginx = process.argv.includes('--nginx');

const portalPort = Number(process.env.PORTAL_PORT || 8080);
const mockPort = Number(process.env.MOCK_PORT || 3000);
const ukeyPort = process.env.UKEY_PORT || '23577';
/** The render tier behind nginx (--nginx), on this machine only. */
const renderPort = Number(process.env.PORTAL_RENDER_PORT || portalPort + 1);
const env = {
  ...process.env,
  PORTAL_PORT: String(portalPort),
  MOCK_PORT: String(mockPort),
  // One key for this run, shared by the mock backend and the site server,
  // whose canary gate reads the delivery figures with it.
  PORTAL_GATE_KEY:
    process.env.PORTAL_GATE_KEY || randomBytes(32).toString('base64url'),
};

const build = spawnSync(
  process.execPath,
  [path.join(ROOT, 'tools/build-all.mjs')],
  {
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

if (withNginx && !nginxAvailable()) {
  console.error(
    '[start] 缺少 nginx，请运行 apt-get install -y nginx libnginx-mod-http-brotli-static',
  );
  process.exit(1);
}
if (withNginx && [portalPort, mockPort].includes(renderPort)) {
  console.error(
    `[start] PORTAL_RENDER_PORT（${renderPort}）不能与门户或后端端口相同`,
  );
  process.exit(1);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/**
 * @param {string} name @param {string} script
 * @param {Record<string, string>} [extraEnv]
 */
function run(name, script, extraEnv = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, script)],
    { stdio: 'inherit', env: { ...env, ...extraEnv } },
  );
  watch(name, child);
  return child;
}
/** @param {string} name @param {import('node:child_process').ChildProcess} child */
function watch(name, child) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `[start] ${name} 已退出（${signal ?? code}），正在停止其余服务`,
    );
    stop(1);
  });
  children.push(child);
}

let stopping = false;
/** @param {number} code */
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

run('mock backend', 'mock-server/src/main.ts');
if (withNginx) {
  const runtimeDir = path.resolve(
    process.env.NGINX_RUNTIME_DIR ||
      path.join(tmpdir(), `portal-nginx-${portalPort}`),
  );
  // nginx serves the shell site.json names through config/current-shell
  // (the static shell, when the render tier does not answer).
  linkShell(siteShell());
  writeRuntime(runtimeDir, {
    listen: `127.0.0.1:${portalPort}`,
    serverName: 'localhost *.localhost',
    root: DIST,
    config: CONFIG_DIR,
    backend: `127.0.0.1:${mockPort}`,
    render: `127.0.0.1:${renderPort}`,
  });
  await testConfig(runtimeDir);
  // The render tier: the site server on an internal port. nginx starts
  // once it answers, so the first page is a rendered one.
  // Guarded as nginx is: it stops with this command, however that ends.
  guardChild(
    run('render tier', 'tools/site-server/site-main.ts', {
      PORTAL_PORT: String(renderPort),
      PORTAL_HOST: '127.0.0.1',
      PORTAL_GATE_INTERVAL_MS: process.env.PORTAL_GATE_INTERVAL_MS ?? '0',
    }),
    'render-guard',
  );
  try {
    await waitFor(`http://127.0.0.1:${mockPort}/__health`);
    await waitFor(`http://127.0.0.1:${renderPort}/index`);
  } catch (error) {
    console.error(`[start] ${/** @type {Error} */ (error).message}`);
    stop(1);
    // stop() exits once the others have had their signal.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  watch('nginx', startNginx(runtimeDir));
  console.log(
    `[start] nginx（${path.join(runtimeDir, 'nginx.conf')}），渲染层 http://127.0.0.1:${renderPort}`,
  );
} else {
  run('site server', 'tools/site-server/site-main.ts');
}
await waitFor(`http://127.0.0.1:${mockPort}/__health`);
await waitFor(`http://127.0.0.1:${portalPort}/index`);

console.log(`
培训门户已启动（生产构建，${withNginx ? 'nginx + Node 渲染层' : 'Node 站点服务'}）：
  租户 001.001      http://localhost:${portalPort}
  租户 001.001.043  http://001-001-043.localhost:${portalPort}
  租户 001.001.065  http://001-001-065.localhost:${portalPort}
  模拟后端          http://127.0.0.1:${mockPort}
  uKey 模拟服务     ws://127.0.0.1:${ukeyPort}（虚拟 uKey 的 PIN 码 123456）

演示账号（各租户相同，密码 Portal@2026）：
  learner     普通学员
  admin       管理员，直接进入后台
  admin_sms   管理员，需短信验证手机号
  admin_ukey  管理员，需 uKey 证书登录
  notrainee   无学员信息
  pwdexpired  密码需定期修改
  norole      无门户角色 ROLE_NC_WEB
  emptyrole   角色列表为空
  tokenlogin  管理员，令牌登录（访问令牌传给学院与后台）

按 Ctrl+C 停止。`);
