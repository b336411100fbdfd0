/**
 * The shell's server build (server/render.js beside its browser build):
 * the render tier's renderer. The site server hands it a page request and
 * what only a server has (the deployed files, the backend); it answers the
 * first screen: the frame, and the page's region drawn by the server build
 * of the remote version the tenant's map names, with the data it waits on.
 *
 * Everything is rendered as a visitor: the session lives in the browser's
 * sessionStorage, so no learner's data can reach this HTML, and a page may
 * be cached for every visitor of the tenant.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

import { configureApi } from '@portal/shared/api';
import { parseSiteConfig } from '@portal/shared/config';
import { isNormalDisplay } from '@portal/shared/display';
import {
  displayAttributes,
  parseDisplayPrefs,
} from '@portal/shared/display/device';
import {
  DISPLAY_MODES_CSS,
  DISPLAY_MODES_STYLE_ID,
  displayTheme,
} from '@portal/shared/display/modes';
import type {
  FirstScreenHost,
  FirstScreenRenderer,
  FirstScreenRequest,
  RenderedFirstScreen,
} from '@portal/shared/contracts';
import {
  type FirstScreenCollector,
  FirstScreenContext,
} from '@portal/shared/hooks';
import {
  type FlatRoute,
  findRoute,
  flattenRoutes,
} from '@portal/shared/routing';
import { FIRST_SCREEN_ATTRIBUTE, regionMarker } from '@portal/shared/spa';
import type { RemoteServerModule } from '@portal/shared/spa/server';
import {
  appStore,
  displayPrefsAtom,
  displayThemeAtom,
  firstScreenLayoutAtom,
  siteConfigAtom,
  userInfoAtom,
} from '@portal/shared/state';
import type { PortalRoute } from '@portal/shared/types';

import {
  firstScreenFrameAtom,
  firstScreenSlotAtom,
} from '../first-screen/first-screen-atoms';
import {
  type FirstScreenFrame,
  type FirstScreenState,
  serializeFirstScreenState,
} from '../first-screen/first-screen-state';
import { PortalFrame } from '../layout/portal-frame';
import { contentStatusAtom } from '../remotes/content-status';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { renderingAddress } from '../routing/use-location';
import { SHELL_ROUTES } from '../routing/shell-routes';
import { provide } from './provided-modules';
import { remoteCodePreloads, remoteCodeUrls } from './remote-code-preloads';

/** How long a page waits for the data its first screen shows. */
export const DATA_BUDGET_MS = 300;
/** Renders of a region at most: a view that appears with data may load more. */
const MAX_PASSES = 3;

/** The page being rendered: its tenant and backend, for its views' calls. */
const requestScope = new AsyncLocalStorage<{
  host: FirstScreenHost;
  tenantId: string;
}>();

configureApi({
  // A visitor's call, as the browser would send it without a session.
  transport: (request) => {
    const scope = requestScope.getStore();
    if (!scope) return undefined;
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    request.headers.set('tenantId', scope.tenantId);
    return scope.host.backend(request);
  },
  // Nobody reads a message on the server; the browser shows its own.
  notify: () => undefined,
});

/**
 * The DOM the remotes sanitise rich text in (DOMPurify needs one): a
 * jsdom window, made once, holding nothing of a page (each sanitising
 * works in a template of its own). jsdom is the render tier's own module,
 * not bundled (its build leaves it to Node).
 */
let richText: Document | undefined;
function richTextDocument(): Document {
  richText ??= (new JSDOM('<!doctype html>').window as unknown as Window)
    .document;
  return richText;
}

/** A phone's or a tablet's browser gets the compact layout. */
export function layoutFor(userAgent: string): 'compact' | 'wide' {
  return /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|MicroMessenger/i.test(
    userAgent,
  )
    ? 'compact'
    : 'wide';
}

/** A region as drawn: its HTML, the answers it was drawn with, its styles. */
interface DrawnRegion {
  html: string;
  data: Record<string, unknown>;
  cache: ReturnType<typeof createCache>;
}

interface OwnedRoute extends FlatRoute {
  remote: string;
  entry: string;
}

/** The route of the page among the shell's and the remotes' manifests. */
async function routeOf(
  request: FirstScreenRequest,
  host: FirstScreenHost,
  pathname: string,
): Promise<{ route: OwnedRoute | undefined; manifest: PortalRoute[] }> {
  const shell = findRoute(flattenRoutes(SHELL_ROUTES), pathname);
  if (shell) return { route: undefined, manifest: [] };
  for (const [remote, entry] of Object.entries(request.remotes.remotes ?? {})) {
    // A container name is an identifier: it is written into the HTML.
    if (!/^[A-Za-z_][\w-]*$/.test(remote)) continue;
    const text = await host.remoteFile(entry, 'routes.json');
    if (!text) continue;
    const manifest = JSON.parse(text) as PortalRoute[];
    const route = findRoute(flattenRoutes(manifest), pathname);
    if (route) return { route: { ...route, remote, entry }, manifest };
  }
  return { route: undefined, manifest: [] };
}

function frameOf(
  pathname: string,
  route: FlatRoute | undefined,
): FirstScreenFrame {
  const chain = route?.chain ?? [];
  return {
    pathname,
    layout: [...chain].reverse().find((r) => r.layout)?.layout ?? 'main',
    panelHidden: chain.some((r) => r.mode === 'search' || r.mode === 'open'),
  };
}

/** The store as this page is drawn: a visitor of this tenant. */
function setPageState(
  url: URL,
  state: FirstScreenState,
  slot: { __html: string } | null,
): void {
  renderingAddress(url);
  appStore.set(siteConfigAtom, parseSiteConfig(state.site));
  appStore.set(userInfoAtom, null);
  // The mode's tokens, as the browser's boot installs them before drawing.
  appStore.set(displayPrefsAtom, state.display);
  appStore.set(
    displayThemeAtom,
    isNormalDisplay(state.display) ? null : { theme: displayTheme },
  );
  appStore.set(firstScreenLayoutAtom, state.layout);
  appStore.set(firstScreenFrameAtom, state.frame);
  appStore.set(firstScreenSlotAtom, slot);
  appStore.set(
    contentStatusAtom,
    state.region ? { kind: 'remote' } : { kind: 'loading' },
  );
}

/**
 * Renders a region until its views have their data or the budget is
 * spent: each render starts the loads of the keyed views still without an
 * answer, and the next one draws them with it. A view whose data did not
 * come in time is drawn loading; the browser loads it.
 */
async function renderRegion(
  element: ReactElement,
  draw: () => void,
  host: FirstScreenHost,
  tenantId: string,
  budgetMs: number,
  origin: string,
): Promise<DrawnRegion> {
  const answers = new Map<string, unknown>();
  const pending = new Map<string, Promise<void>>();
  const collector: FirstScreenCollector = {
    document: richTextDocument(),
    origin,
    answers,
    request(key, load) {
      if (pending.has(key)) return;
      pending.set(
        key,
        load().then(
          (data) => void answers.set(key, data),
          // Left to the browser, which shows the failure its own way.
          () => undefined,
        ),
      );
    },
  };
  const deadline = new Promise<void>((resolve) =>
    setTimeout(resolve, budgetMs).unref(),
  );
  let html = '';
  // The styles of the render that is kept: each pass draws into its own.
  let cache = createCache();
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const asked = pending.size;
    const last = pass === MAX_PASSES;
    cache = createCache();
    draw();
    html = requestScope.run({ host, tenantId }, () =>
      renderToString(
        <StyleProvider cache={cache}>
          <FirstScreenContext.Provider value={collector}>
            {element}
          </FirstScreenContext.Provider>
        </StyleProvider>,
      ),
    );
    if (last || pending.size === asked) break;
    const settled = await Promise.race([
      Promise.all(pending.values()).then(() => true),
      deadline.then(() => false),
    ]);
    if (!settled && pass > 1) break;
  }
  return { html, data: Object.fromEntries(answers), cache };
}

/**
 * The region of a remote, in the slot single-spa mounts it into, marked
 * with the version that drew it; null where the browser draws it (no page
 * of this remote, or its server build threw: logged, never a broken page).
 */
async function renderRemote(
  module: RemoteServerModule,
  name: string,
  manifest: PortalRoute[],
  url: URL,
  state: FirstScreenState,
  host: FirstScreenHost,
  budgetMs: number,
): Promise<DrawnRegion | null> {
  const drawing = { ...state, region: module };
  try {
    const element = await module.renderRegion({ manifest, url });
    if (!element) return null;
    const region = await renderRegion(
      element,
      () => setPageState(url, drawing, null),
      host,
      state.site.tenantId,
      budgetMs,
      url.origin,
    );
    const marker = regionMarker(module.app, module.version);
    return {
      ...region,
      html: `<div id="single-spa-application:${name}" ${FIRST_SCREEN_ATTRIBUTE}="${marker}">${region.html}</div>`,
    };
  } catch (error) {
    console.error(
      `[render] ${module.app}@${module.version} 服务端渲染失败，由浏览器渲染`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

async function renderFirstScreen(
  request: FirstScreenRequest,
  host: FirstScreenHost,
): Promise<RenderedFirstScreen> {
  const url = new URL(request.url);
  const { route, manifest } = await routeOf(request, host, url.pathname);
  // A visitor's page of a remote without a canary (a canary's learners
  // run either version: their region is drawn in the browser).
  const renderable =
    route !== undefined &&
    !route.chain.some((r) => r.roles?.length) &&
    !request.remotes.canaries?.[route.remote];
  const module = renderable
    ? ((await host.remoteServerBuild(route.entry)) as RemoteServerModule | null)
    : null;

  const state: FirstScreenState = {
    site: request.site,
    frame: frameOf(url.pathname, route),
    display: parseDisplayPrefs(request.display),
    layout: layoutFor(request.userAgent),
    region: null,
    data: {},
  };
  let slot: { __html: string } | null = null;
  const region =
    module && route
      ? await renderRemote(
          module,
          route.remote,
          manifest,
          url,
          state,
          host,
          request.budgetMs ?? DATA_BUDGET_MS,
        )
      : null;
  // The frame's styles join the region's, so the page has one set.
  const cache = region?.cache ?? createCache();
  if (module && region) {
    state.region = { app: module.app, version: module.version };
    state.data = region.data;
    slot = { __html: region.html };
  }
  setPageState(url, state, slot);
  const root = renderToString(
    <StyleProvider cache={cache}>
      <PortalFrame registry={serverRegistry} />
    </StyleProvider>,
  );
  renderingAddress(null);
  // What antd does not draw in a mode: the modes' own stylesheet, which
  // the browser's installDisplayModes then finds on the page.
  const modes = isNormalDisplay(state.display)
    ? ''
    : `<style id="${DISPLAY_MODES_STYLE_ID}">${DISPLAY_MODES_CSS}</style>`;
  // A region left to the browser: its code is asked for with the page.
  // Not for a canary's remote (boot picks the device's version), nor for a
  // drawn region, whose code would only compete with its pictures.
  const preloads =
    route && !state.region && !request.remotes.canaries?.[route.remote]
      ? remoteCodePreloads(
          remoteCodeUrls(
            (await host.remoteFile(route.entry, 'mf-manifest.json')) ?? '',
            route.entry,
            url.origin,
          ),
        )
      : '';
  return {
    root,
    head: extractStyle(cache) + modes + preloads,
    state: serializeFirstScreenState(state),
    rootAttributes: displayAttributes(state.display),
    // shell/src/boot/boot-after-paint.ts, in this version's early script.
    bootAfterPaint: true,
    region: state.region
      ? regionMarker(state.region.app, state.region.version)
      : null,
  };
}

/**
 * What the frame asks of the registry while it renders: no remote is
 * registered on the server, so the route facts come from
 * firstScreenFrameAtom. Only these members are read during a render; the
 * cast stands for the browser's class.
 */
const serverRegistry = {
  version: 0,
  initialised: false,
  subscribe: () => () => undefined,
  findRoute: () => undefined,
  preload: () => undefined,
} as unknown as RemoteRegistry;

export const renderer: FirstScreenRenderer = { renderFirstScreen, provide };
