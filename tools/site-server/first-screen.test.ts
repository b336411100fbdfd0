import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createFirstScreen,
  escapeHtml,
  pageWithFirstScreen,
} from './first-screen';
import { listen } from './site-server';

const INDEX =
  '<!doctype html><html><head><title>在线培训门户</title>' +
  '<script defer="defer" src="/shell/1.0.0/early-script.1a2b.js"></script>' +
  '<script defer="defer" src="/shell/1.0.0/main.3c4d.js"></script>' +
  '<link rel="preload" as="script" href="/shell/1.0.0/bootstrap.5e6f.js"></head><body>' +
  '<div id="portal-root">\n  <div class="portal-boot" role="status">正在加载…</div>\n</div>' +
  '</body></html>';

/**
 * A stand-in for the shell's server build: renders what it was handed, so
 * the test sees what the site server gives it. `provide` answers the one
 * module the remote's stand-in asks for.
 */
const SHELL_BUILD = `
exports.renderer = {
  provide(request) {
    if (request === 'portal-test-lib') return { name: 'provided by the shell' };
    throw new Error('not provided: ' + request);
  },
  async renderFirstScreen(request, host) {
    if (request.url.includes('throw')) throw new Error('render failed');
    if (request.url.includes('hang')) return new Promise(() => {});
    const entry = request.remotes.remotes.mf_home;
    const routes = await host.remoteFile(entry, 'routes.json');
    const remote = await host.remoteServerBuild(entry);
    const banner = await host.backend(new Request('http://portal.invalid/api/portal/banner', { method: 'POST', body: '{}' }));
    return {
      root: '<main>' + JSON.stringify({ url: request.url, ua: request.userAgent, display: request.display, routes, region: remote && remote.version, lib: remote && remote.lib }) + '</main>',
      head: '<style>.drawn{}</style>',
      state: JSON.stringify({ banner: await banner.text() }),
      region: remote ? 'mf-home@' + remote.version : null,
      bootAfterPaint: true,
      rootAttributes: request.display ? { 'data-care': '', 'data-text-scale': '1"5', 'on-click': 'x', onclick: 'x' } : {},
    };
  },
};`;

const remoteBuild = (version: string) => `
const lib = require('portal-test-lib');
exports.remote = { app: 'mf-home', version: '${version}', lib: lib.name };`;

let folder: string;
let dist: string;
let config: string;
let backend: http.Server;
let base: string;
let backendCalls: http.IncomingHttpHeaders[] = [];

function useRemote(version: string) {
  writeFileSync(
    path.join(config, 'remotes/001.001.json'),
    JSON.stringify({
      tenantId: '001.001',
      remotes: { mf_home: `/mf-home/${version}/mf-manifest.json` },
    }),
  );
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  dist = path.join(folder, 'dist');
  config = path.join(folder, 'config');
  mkdirSync(path.join(dist, 'shell/1.0.0/server'), { recursive: true });
  writeFileSync(path.join(dist, 'shell/1.0.0/server/render.js'), SHELL_BUILD);
  for (const version of ['1.0.0', '2.0.0']) {
    mkdirSync(path.join(dist, `mf-home/${version}/server`), {
      recursive: true,
    });
    writeFileSync(
      path.join(dist, `mf-home/${version}/routes.json`),
      `[{"path":"/index","v":"${version}"}]`,
    );
    writeFileSync(
      path.join(dist, `mf-home/${version}/server/render.js`),
      remoteBuild(version),
    );
  }
  // A version built before the render tier: no server build.
  mkdirSync(path.join(dist, 'mf-home/0.9.0'), { recursive: true });
  mkdirSync(path.join(config, 'remotes'), { recursive: true });
  useRemote('1.0.0');
  backend = http.createServer((req, res) => {
    backendCalls.push(req.headers);
    if (req.url === '/api/portal/subsite') {
      const known = req.headers['x-forwarded-host'] !== 'unknown.localhost';
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify(
          known
            ? {
                success: true,
                data: { tenantId: '001.001', title: '培训<学院>' },
              }
            : { success: false, message: '站点不存在' },
        ),
      );
      return;
    }
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end('{"success":true,"data":["banner"]}');
  });
  base = `http://127.0.0.1:${await listen(backend, 0)}`;
});

afterAll(() => {
  backend.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A render tier on the test's dist, configuration and backend. */
const tierOf = (options: { backend?: string; deadlineMs?: number } = {}) =>
  createFirstScreen({
    distDir: dist,
    configDir: config,
    backend: base,
    ...options,
  });

const page = (address: string, host = 'localhost:8080', display = '') => ({
  url: new URL(address, `http://${host}`),
  host,
  userAgent: 'Mozilla/5.0 (iPhone) Mobile',
  display,
});

describe('the render tier’s first screen', () => {
  it('puts the rendered frame, its styles, its state and the tenant’s title into the shell', async () => {
    const tier = tierOf();
    const html = await tier.page(page('/index'), '1.0.0', INDEX);
    expect(html).toContain('<div id="portal-root" data-first-screen=""><main>');
    expect(html).not.toContain('class="portal-boot"');
    expect(html).toContain('<style>.drawn{}</style></head>');
    expect(html).toContain(
      '<script type="application/json" id="portal-first-screen">{"banner":',
    );
    // The backend's title, escaped.
    expect(html).toContain('<title>培训&lt;学院&gt;</title>');
    // The early script runs as before; the boot once the page is painted.
    expect(html).toContain(
      '<script defer="defer" src="/shell/1.0.0/early-script.1a2b.js"></script>',
    );
    // main.js is fetched at once, the chunk it loads next when it starts.
    expect(html).toContain(
      '<link rel="preload" as="script" href="/shell/1.0.0/main.3c4d.js">' +
        '<meta name="portal-boot" content="/shell/1.0.0/main.3c4d.js">',
    );
    expect(html).toContain(
      '<meta name="portal-boot" content="/shell/1.0.0/bootstrap.5e6f.js">',
    );
    expect(html).not.toContain('src="/shell/1.0.0/main.3c4d.js"');
    expect(html).not.toContain('href="/shell/1.0.0/bootstrap.5e6f.js"');
    expect(html?.indexOf('main.3c4d.js">')).toBeLessThan(
      html?.indexOf('content="/shell/1.0.0/bootstrap.5e6f.js"') ?? -1,
    );
  });

  it('renders with the remote version the tenant’s map names, switched with no restart', async () => {
    const tier = tierOf();
    const first = await tier.page(page('/index'), '1.0.0', INDEX);
    expect(first).toContain('\\"v\\":\\"1.0.0\\"');
    expect(first).toContain('"region":"1.0.0"');
    // The remote's build got its library from the shell's build.
    expect(first).toContain('"lib":"provided by the shell"');
    useRemote('2.0.0');
    // The map is re-read when it changes (a new mtime).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await tier.page(page('/index'), '1.0.0', INDEX);
    expect(second).toContain('"region":"2.0.0"');
    useRemote('0.9.0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const older = await tier.page(page('/index'), '1.0.0', INDEX);
    expect(older).toContain('"region":null');
    useRemote('1.0.0');
  });

  it('hands the renderer the page without the address’s token, the browser’s user agent and a visitor’s backend', async () => {
    backendCalls = [];
    const tier = tierOf();
    const html = await tier.page(
      page('/index?token=secret-token&a=1'),
      '1.0.0',
      INDEX,
    );
    expect(html).toContain('"url":"http://localhost:8080/index?a=1"');
    expect(html).not.toContain('secret-token');
    expect(html).toContain('iPhone');
    for (const headers of backendCalls) {
      expect(headers['x-forwarded-host']).toBe('localhost:8080');
      expect(headers.token).toBeUndefined();
    }
  });

  it('draws the page in the device’s display mode, its marks on <html>', async () => {
    const tier = tierOf();
    const normal = await tier.page(page('/index'), '1.0.0', INDEX);
    expect(normal).toContain('<html><head>');
    expect(normal).toContain('"display":""');
    const care = await tier.page(
      page('/index', 'localhost:8080', 'care.t150'),
      '1.0.0',
      INDEX,
    );
    expect(care).toContain('"display":"care.t150"');
    // Values escaped; a name that is not a data attribute is dropped.
    expect(care).toContain(
      '<html data-care="" data-text-scale="1&quot;5"><head>',
    );
    expect(care).not.toContain('onclick');
  });

  it('gives the plain shell when there is nothing to render with, or rendering fails or is late', async () => {
    const tier = tierOf({ deadlineMs: 200 });
    // A shell built before the render tier.
    expect(await tier.page(page('/index'), '0.1.0', INDEX)).toBeNull();
    // A host the backend knows no site for.
    expect(
      await tier.page(page('/index', 'unknown.localhost'), '1.0.0', INDEX),
    ).toBeNull();
    expect(await tier.page(page('/throw'), '1.0.0', INDEX)).toBeNull();
    expect(await tier.page(page('/hang'), '1.0.0', INDEX)).toBeNull();
    // A backend that is down.
    const down = tierOf({ backend: 'http://127.0.0.1:9' });
    expect(await down.page(page('/index'), '1.0.0', INDEX)).toBeNull();
  });
});

describe('the page’s HTML', () => {
  it('escapes what is written into it', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
  });

  it('keeps the scripts of a shell that does not start them after the paint, or has no early script', () => {
    const screen = {
      root: '',
      head: '',
      state: '{}',
      region: null,
      rootAttributes: {},
    };
    const main =
      '<script defer="defer" src="/shell/1.0.0/main.3c4d.js"></script>';
    const chunk =
      '<link rel="preload" as="script" href="/shell/1.0.0/bootstrap.5e6f.js">';
    expect(pageWithFirstScreen(INDEX, screen, '')).toContain(main);
    expect(pageWithFirstScreen(INDEX, screen, '')).toContain(chunk);
    const withoutEarly = INDEX.replace(
      /<script[^>]*early-script[^>]*><\/script>/,
      '',
    );
    expect(
      pageWithFirstScreen(
        withoutEarly,
        { ...screen, bootAfterPaint: true },
        '',
      ),
    ).toContain(main);
    expect(
      pageWithFirstScreen(INDEX, { ...screen, bootAfterPaint: true }, ''),
    ).not.toContain(main);
  });

  it('is null for a shell without the root it fills', () => {
    expect(
      pageWithFirstScreen(
        '<html></html>',
        {
          root: '',
          head: '',
          state: '{}',
          region: null,
          rootAttributes: {},
        },
        '',
      ),
    ).toBeNull();
  });
});
