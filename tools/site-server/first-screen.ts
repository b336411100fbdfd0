/**
 * The render tier's HTTP side: a page request is answered with its first
 * screen already drawn, by the server build of the shell the site runs
 * (dist/shell/<version>/server/render.js), which draws the page's region
 * with the server build of the remote version the tenant's map names. Both
 * are loaded from their version folders at run time, so `remotes use`, a
 * rollback or `remotes shell` changes the HTML at the next request.
 *
 * It degrades, never breaks: without a server build, with a backend that
 * does not answer in time, or with anything that throws, the caller serves
 * the shell's index.html and the browser renders the page as before.
 */
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

import type {
  ApiEnvelope,
  FirstScreenHost,
  FirstScreenRenderer,
  RemoteMap,
  RenderedFirstScreen,
  SubSiteConfigRaw,
} from '@portal/shared/contracts';

import { createBackendCache } from './backend-cache';

/** The longest a page waits for its first screen before the plain shell goes. */
export const FIRST_SCREEN_DEADLINE_MS = 1500;

export interface FirstScreenOptions {
  distDir: string;
  configDir: string;
  backend: string;
  /** FIRST_SCREEN_DEADLINE_MS unless a test says otherwise. */
  deadlineMs?: number;
  /** How long backend answers are kept (backend-cache.ts MAX_AGE_MS). */
  cacheMs?: number;
  /** How long a page waits for its data (the renderer's 300 ms if absent). */
  budgetMs?: number;
}

export interface FirstScreenPage {
  /** The address asked for: a `token` in it is never drawn with. */
  url: URL;
  host: string;
  userAgent: string;
  /** The device's display choice as its cookie holds it ('' for none). */
  display: string;
}

/** Runs a CommonJS build with its own require (shared libraries from `provide`). */
async function loadBuild(
  file: string,
  provide?: (request: string) => unknown,
): Promise<unknown> {
  const code = await readFile(file, 'utf8');
  const nodeRequire = createRequire(file);
  const wrapper = vm.runInThisContext(Module.wrap(code), {
    filename: file,
  }) as (...args: unknown[]) => void;
  const module = { exports: {} as Record<string, unknown> };
  const require = (request: string) =>
    provide && !Module.isBuiltin(request)
      ? provide(request)
      : nodeRequire(request);
  wrapper(module.exports, require, module, file, path.dirname(file));
  return module.exports;
}

/** Escapes text for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ] ?? c,
  );
}

const DEFER_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
const EARLY_SCRIPT = /\/early-script\.[^/]*\.js$/;
/** The chunks behind the boot's async boundary (tools/build/boot-preload-plugin.cjs). */
const BOOT_CHUNK_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;

/**
 * The shell's boot, named for the early script to run once the drawn page
 * is painted (shell/src/boot/boot-after-paint.ts), in index.html's order:
 * main.js is fetched at once (a preload), the chunks it loads next only
 * when the boot starts — small files a phone would otherwise fetch beside
 * the page's picture, when main.js's own run gives them all the time they
 * need. The early script stays as it is; without one (a build that has
 * none) nothing would start the boot, so the index stays as written.
 */
export function bootAfterPaint(index: string): string {
  const sources = [...index.matchAll(DEFER_SCRIPT)].map(([, src]) => src ?? '');
  if (!sources.some((src) => EARLY_SCRIPT.test(src))) return index;
  const named = (src: string) => `<meta name="portal-boot" content="${src}">`;
  return index
    .replace(BOOT_CHUNK_PRELOAD, (_, src: string) => named(src))
    .replace(DEFER_SCRIPT, (script, src: string) =>
      EARLY_SCRIPT.test(src)
        ? script
        : `<link rel="preload" as="script" href="${src}">${named(src)}`,
    );
}

/** The shell's index.html with the first screen in it. */
export function pageWithFirstScreen(
  index: string,
  screen: RenderedFirstScreen,
  title: string,
): string | null {
  const root = /<div id="portal-root">[\s\S]*?<\/div>\s*<\/div>/;
  if (!root.test(index)) return null;
  // The display mode's marks (names the renderer chose; values escaped).
  const marks = Object.entries(screen.rootAttributes ?? {})
    .filter(([name]) => /^data-[a-z-]+$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const marked = marks ? index.replace(/<html\b/, `<html${marks}`) : index;
  const withTitle = title
    ? marked.replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(title)}</title>`,
      )
    : marked;
  return (screen.bootAfterPaint ? bootAfterPaint(withTitle) : withTitle)
    .replace('</head>', `${screen.head}</head>`)
    .replace(
      root,
      () =>
        `<div id="portal-root" data-first-screen="">${screen.root}</div>` +
        `<script type="application/json" id="portal-first-screen">${screen.state}</script>`,
    );
}

export function createFirstScreen(options: FirstScreenOptions) {
  const builds = new Map<string, Promise<unknown>>();
  const files = new Map<string, { mtimeMs: number; text: string | null }>();
  const backend = createBackendCache(
    options.backend,
    Date.now,
    options.cacheMs,
  );

  /** A build, once per file: a version folder never changes. */
  function build(file: string, provide?: (request: string) => unknown) {
    let loaded = builds.get(file);
    if (!loaded) {
      loaded = stat(file).then(
        () => loadBuild(file, provide),
        () => null,
      );
      // A failed load is tried again at the next request.
      loaded.catch(() => builds.delete(file));
      builds.set(file, loaded);
    }
    return loaded;
  }

  /** A deployed file under dist/, by its site path; null outside it. */
  function distFile(sitePath: string): string | null {
    const file = path.resolve(
      options.distDir,
      `.${path.posix.normalize(`/${sitePath}`)}`,
    );
    return file.startsWith(path.resolve(options.distDir) + path.sep)
      ? file
      : null;
  }

  async function textOf(file: string): Promise<string | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const known = files.get(file);
    if (known?.mtimeMs === info.mtimeMs) return known.text;
    const text = await readFile(file, 'utf8').catch(() => null);
    files.set(file, { mtimeMs: info.mtimeMs, text });
    return text;
  }

  async function siteConfig(host: string): Promise<SubSiteConfigRaw | null> {
    const answer = await backend.fetch(
      host,
      new Request('http://portal.invalid/api/portal/subsite', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', tenantId: '' },
      }),
    );
    if (!answer.ok) return null;
    const body = (await answer.json()) as Partial<
      ApiEnvelope<SubSiteConfigRaw>
    >;
    return body.success && body.data?.tenantId ? body.data : null;
  }

  async function remoteMap(tenantId: string): Promise<RemoteMap | null> {
    if (!/^[\w.-]+$/.test(tenantId)) return null;
    const text = await textOf(
      path.join(options.configDir, 'remotes', `${tenantId}.json`),
    );
    return text ? (JSON.parse(text) as RemoteMap) : null;
  }

  async function render(
    page: FirstScreenPage,
    shellVersion: string,
    index: string,
  ): Promise<string | null> {
    const shellBuild = distFile(`/shell/${shellVersion}/server/render.js`);
    const shell = shellBuild
      ? ((await build(shellBuild)) as { renderer?: FirstScreenRenderer } | null)
      : null;
    const renderer = shell?.renderer;
    if (!renderer) return null;
    const site = await siteConfig(page.host);
    if (!site) return null;
    const remotes = await remoteMap(site.tenantId);
    if (!remotes) return null;
    const beside = (entry: string, file: string) =>
      /^\/(mf-[a-z0-9-]+)\/[^/]+\/[^/]+$/.test(entry)
        ? distFile(path.posix.join(path.posix.dirname(entry), file))
        : null;
    const host: FirstScreenHost = {
      remoteFile: async (entry, file) => {
        const found = beside(entry, file);
        return found ? textOf(found) : null;
      },
      remoteServerBuild: async (entry) => {
        const found = beside(entry, 'server/render.js');
        if (!found) return null;
        try {
          const exports = (await build(found, renderer.provide)) as {
            remote?: unknown;
          } | null;
          return exports?.remote ?? null;
        } catch (error) {
          // This version's region is drawn in the browser; the frame stays.
          console.error(
            `[site] ${entry} 的服务端构建无法加载，该区域由浏览器渲染`,
            error instanceof Error ? error.message : error,
          );
          return null;
        }
      },
      backend: (request) => backend.fetch(page.host, request),
    };
    const url = new URL(page.url);
    url.searchParams.delete('token');
    const screen = await renderer.renderFirstScreen(
      {
        url: url.href,
        userAgent: page.userAgent,
        display: page.display,
        site,
        remotes,
        ...(options.budgetMs === undefined
          ? {}
          : { budgetMs: options.budgetMs }),
      },
      host,
    );
    return pageWithFirstScreen(index, screen, site.title ?? '');
  }

  return {
    /**
     * Loads the shell's server build ahead of the first page (it is large:
     * a first request would otherwise spend its time limit loading it).
     */
    async warm(shellVersion: string): Promise<void> {
      const file = distFile(`/shell/${shellVersion}/server/render.js`);
      if (file) await build(file).catch(() => undefined);
    },
    /**
     * The page's HTML with its first screen, or null for the plain shell
     * (nothing to render with, too slow, or a failure, which is logged).
     */
    async page(
      page: FirstScreenPage,
      shellVersion: string,
      index: string,
    ): Promise<string | null> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(
          () => resolve(null),
          options.deadlineMs ?? FIRST_SCREEN_DEADLINE_MS,
        );
      });
      try {
        return await Promise.race([render(page, shellVersion, index), late]);
      } catch (error) {
        // The address is not logged: it may be anything a visitor typed.
        console.error(
          '[site] 首屏渲染失败，改由浏览器渲染',
          process.env.PORTAL_RENDER_DEBUG && error instanceof Error
            ? error.stack
            : error instanceof Error
              ? error.message
              : error,
        );
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
