/**
 * The shell's table of remotes and the single-spa applications made from
 * them. Remote locations come from the tenant's remote map and routes from
 * each remote's manifest, both at run time: the shell imports no remote at
 * build time.
 *
 * Failure handling lives here in one place. A remote whose route manifest,
 * container or chunks cannot be loaded, or whose mount throws, is marked
 * failed; the content area then shows 服务暂不可用, and retry() unregisters
 * the application, clears the federation cache for that remote and
 * registers it again, so it recovers without a page reload.
 *
 * Boot waits for the route manifests for at most ROUTES_BOOT_WAIT_MS: a
 * remote whose manifest is slower (or never answers, until the load
 * timeout) keeps loading in the background, its paths show the loading
 * state meanwhile, and it is registered when its manifest arrives.
 */
import {
  loadRemote,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  type FlatRoute,
  findRoute,
  flattenRoutes,
} from '@portal/shared/routing';
import type {
  PortalRoute,
  RemoteDescriptor,
  RemoteSpaModule,
} from '@portal/shared/types';
import {
  addErrorHandler,
  getAppNames,
  type LifeCycles,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';

import { SHELL_ROUTES_OWNER } from '../routing/shell-routes';
import { isRemoteLoadFailure } from './remote-guard-plugin';
import { fetchRouteManifest } from './route-manifests';

export interface RegisteredRoute extends FlatRoute {
  remote: string;
}

interface RemoteEntry {
  descriptor: RemoteDescriptor;
  manifest: PortalRoute[] | null;
  routes: RegisteredRoute[] | null;
  failure: string | null;
  /** Milliseconds its './spa' took to load in this page, once loaded. */
  loadMs: number | null;
}

/** What the operators' status page shows of one remote. */
export interface RemoteStatusRow {
  name: string;
  /** The manifest URL of the tenant's map. */
  entry: string;
  /** The version that URL points at (…/<version>/mf-manifest.json). */
  configuredVersion: string | null;
  /** Whether its code has been loaded in this page. */
  loaded: boolean;
  loadMs: number | null;
  error: string | null;
}

/**
 * Starts routing between the registered remotes: from here single-spa
 * mounts the remote of each address (only on address changes, not on every
 * history call).
 */
export function startRemoteRouting(): void {
  start({ urlRerouteOnly: true });
}

export const SLOT_CONTAINER_ID = 'portal-apps';

/** How long boot waits for the route manifests before it goes on. */
const ROUTES_BOOT_WAIT_MS = 1000;

/** The element a remote mounts into, created on first use. */
function slotFor(name: string): HTMLElement {
  const container = document.getElementById(SLOT_CONTAINER_ID);
  if (!container) throw new Error('portal content area is missing');
  const id = `single-spa-application:${name}`;
  let slot = document.getElementById(id);
  if (!slot) {
    slot = document.createElement('div');
    slot.id = id;
    container.appendChild(slot);
  }
  return slot;
}

type Listener = () => void;

/**
 * A remote that failed to load (or to mount): its name, why, and the path
 * pattern of the route it failed on, null when its routes never arrived.
 */
export type FailureListener = (
  remote: string,
  message: string,
  route: string | null,
) => void;

export class RemoteRegistry {
  private readonly remotes = new Map<string, RemoteEntry>();
  private readonly listeners = new Set<Listener>();
  private readonly failureListeners = new Set<FailureListener>();
  /** Remotes whose last loadModule() failed. */
  private readonly moduleFailures = new Set<string>();
  /** Paths whose page preload() has already asked for. */
  private readonly preloaded = new Set<string>();
  /** Route manifests still on their way, by remote. */
  private readonly routesLoading = new Map<string, Promise<void>>();
  /** The shell's own routes, first in every lookup. */
  private readonly shellRoutes: RegisteredRoute[];
  /** Bumped on every change; a snapshot for useSyncExternalStore. */
  version = 0;
  /**
   * Whether init() has had the route manifests (or waited its time for
   * them): before that, a path without a route may still get one.
   */
  initialised = false;

  /**
   * @param canAccess whether the current user may open a route (seed-spec 6);
   * a remote is only mounted for routes that pass it.
   * @param shellManifest the shell's own pages, under the same permission
   * filter and in the same sidebar as the remotes' pages.
   */
  constructor(
    private readonly canAccess: (route: RegisteredRoute) => boolean = () =>
      true,
    private readonly shellManifest: PortalRoute[] = [],
  ) {
    this.shellRoutes = flattenRoutes(shellManifest).map((route) => ({
      ...route,
      remote: SHELL_ROUTES_OWNER,
    }));
    addErrorHandler((error) => {
      // Lifecycles are wrapped below, so this catches what slips past them
      // (for example a remote whose unmount throws).
      this.markFailed(error.appOrParcelName, error.message);
    });
  }

  async init(
    descriptors: RemoteDescriptor[],
    bootWaitMs = ROUTES_BOOT_WAIT_MS,
  ): Promise<void> {
    registerRemotes(descriptors.map(({ name, entry }) => ({ name, entry })));
    for (const descriptor of descriptors) {
      this.remotes.set(descriptor.name, {
        descriptor,
        manifest: null,
        routes: null,
        failure: null,
        loadMs: null,
      });
    }
    const loads = descriptors.map((d) =>
      this.loadRoutes(d.name).then(() => this.notify()),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(loads),
      new Promise((resolve) => {
        timer = setTimeout(resolve, bootWaitMs);
      }),
    ]);
    clearTimeout(timer);
    this.initialised = true;
    this.notify();
  }

  /** Told of every load or mount failure (the delivery reports). */
  onFailure(listener: FailureListener): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** Remotes whose route manifest has not arrived (nor failed) yet. */
  remotesLoadingRoutes(): string[] {
    return [...this.routesLoading.keys()];
  }

  /** Resolves once no route manifest is on its way. */
  async routesSettled(): Promise<void> {
    while (this.routesLoading.size > 0) {
      await Promise.all(this.routesLoading.values());
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every known route, tagged with the remote that owns it. */
  routes(): RegisteredRoute[] {
    return [
      ...this.shellRoutes,
      ...[...this.remotes.values()].flatMap((entry) => entry.routes ?? []),
    ];
  }

  /**
   * The top-level routes of every remote, as their manifests give them,
   * then the shell's own.
   */
  routeTree(): PortalRoute[] {
    return [
      ...[...this.remotes.values()].flatMap((entry) => entry.manifest ?? []),
      ...this.shellManifest,
    ];
  }

  isPermitted(route: RegisteredRoute): boolean {
    return this.canAccess(route);
  }

  findRoute(pathname: string): RegisteredRoute | undefined {
    return findRoute(this.routes(), pathname) as RegisteredRoute | undefined;
  }

  /** One row per remote of the tenant's map, for /__portal/status. */
  statusRows(): RemoteStatusRow[] {
    return [...this.remotes.values()].map((entry) => ({
      name: entry.descriptor.name,
      entry: entry.descriptor.entry,
      configuredVersion:
        /\/([^/]+)\/mf-manifest\.json$/.exec(entry.descriptor.entry)?.[1] ??
        null,
      loaded: entry.loadMs !== null,
      loadMs: entry.loadMs,
      error: entry.failure,
    }));
  }

  failure(name: string): string | null {
    return this.remotes.get(name)?.failure ?? null;
  }

  /** Remotes whose routes are unknown because their manifest did not load. */
  remotesWithoutRoutes(): string[] {
    return [...this.remotes.values()]
      .filter((entry) => entry.routes === null)
      .map((entry) => entry.descriptor.name);
  }

  /**
   * A module another remote exposes (e.g. mf_exams './exam-runner'), for
   * the shared registry of @portal/shared/spa. A failed load rejects; the
   * next call drops the runtime's cached container of that remote first,
   * so a retry reaches the network again.
   */
  async loadModule(name: string, exposed: string): Promise<unknown> {
    const entry = this.remotes.get(name);
    if (!entry) throw new Error(`未知的远程模块 ${name}`);
    if (this.moduleFailures.has(name)) {
      registerRemotes([{ name, entry: entry.descriptor.entry }], {
        force: true,
      });
      this.moduleFailures.delete(name);
    }
    const id = `${name}/${exposed.replace(/^\.\//, '')}`;
    const loaded: unknown = await loadRemote(id).catch((error: unknown) => ({
      __remoteLoadFailure: true,
      message: String(error),
    }));
    if (
      isRemoteLoadFailure(loaded) ||
      loaded === null ||
      loaded === undefined
    ) {
      this.moduleFailures.add(name);
      const message = isRemoteLoadFailure(loaded) ? loaded.message : '';
      console.error(`[portal] 远程模块 ${id} 不可用：${message}`);
      throw new Error(`${id} 加载失败`);
    }
    return loaded;
  }

  /**
   * When a link is hovered or focused, fetches what its click will need:
   * the remote's entry, its './spa' and the linked page (the remote's
   * `preload`, with its chunk and the antd parts it draws with), so the
   * click starts from a loaded page. Never the rest of the remote (every
   * other page, several hundred KB) for a link that may not be clicked,
   * nor a page the user's roles do not open. Failures are left to the real
   * load to report.
   */
  preload(pathname: string): void {
    const route = this.findRoute(pathname);
    const name = route?.remote;
    const entry = name ? this.remotes.get(name) : undefined;
    if (!route || !name || !entry || entry.failure) return;
    if (!this.canAccess(route) || this.preloaded.has(pathname)) return;
    this.preloaded.add(pathname);
    loadRemote<RemoteSpaModule>(`${name}/spa`)
      .then((spa) => spa?.preload?.(pathname, entry.manifest ?? undefined))
      .catch(() => this.preloaded.delete(pathname));
  }

  async retry(name: string): Promise<void> {
    const entry = this.remotes.get(name);
    if (!entry) return;
    if (getAppNames().includes(name)) await unregisterApplication(name);
    // force drops the runtime's cached manifest and container of this remote.
    registerRemotes([{ name, entry: entry.descriptor.entry }], { force: true });
    entry.failure = null;
    entry.routes = null;
    entry.manifest = null;
    await this.loadRoutes(name);
    this.notify();
    await triggerAppChange();
  }

  private loadRoutes(name: string): Promise<void> {
    const loading = this.fetchRoutes(name).finally(() => {
      if (this.routesLoading.get(name) === loading)
        this.routesLoading.delete(name);
    });
    this.routesLoading.set(name, loading);
    return loading;
  }

  private async fetchRoutes(name: string): Promise<void> {
    const entry = this.remotes.get(name);
    if (!entry) return;
    try {
      const manifest = await fetchRouteManifest(entry.descriptor);
      entry.manifest = manifest;
      entry.routes = flattenRoutes(manifest).map((route) => ({
        ...route,
        remote: name,
      }));
      entry.failure = null;
      if (entry.routes.length > 0) this.register(name);
    } catch (error) {
      entry.routes = null;
      entry.failure = error instanceof Error ? error.message : String(error);
      this.failed(name, entry.failure, null);
    }
  }

  private register(name: string): void {
    registerApplication({
      name,
      app: () => this.loadLifecycles(name),
      activeWhen: (location) =>
        this.findRoute(location.pathname)?.remote === name,
      // A function, so each mount gets the manifest of now (a 重试 reads
      // it again): the remote makes its router from it.
      customProps: () => ({
        domElementGetter: () => slotFor(name),
        manifest: this.remotes.get(name)?.manifest ?? undefined,
      }),
    });
  }

  private async loadLifecycles(name: string): Promise<LifeCycles> {
    const started = performance.now();
    const loaded: unknown = await loadRemote(`${name}/spa`).catch(
      (error: unknown) => ({
        __remoteLoadFailure: true,
        message: String(error),
      }),
    );
    if (isRemoteLoadFailure(loaded) || !isLifeCycles(loaded)) {
      const message = isRemoteLoadFailure(loaded)
        ? loaded.message
        : `${name}/spa 不是有效的应用`;
      return this.unavailableLifecycles(name, message);
    }
    const entry = this.remotes.get(name);
    if (entry) entry.loadMs = Math.round(performance.now() - started);
    this.notify();
    return this.guardedLifecycles(name, loaded);
  }

  /** Stands in for a remote that could not be loaded. */
  private unavailableLifecycles(name: string, message: string): LifeCycles {
    return {
      bootstrap: async () => undefined,
      mount: async () => this.markFailed(name, message),
      unmount: async () => undefined,
    };
  }

  /** The remote's own lifecycles, with a failed mount turned into a fallback. */
  private guardedLifecycles(name: string, app: LifeCycles): LifeCycles {
    let mounted = false;
    return {
      bootstrap: (props) => call(app.bootstrap, props),
      mount: async (props) => {
        try {
          await call(app.mount, props);
          mounted = true;
        } catch (error) {
          this.markFailed(
            name,
            error instanceof Error ? error.message : String(error),
          );
        }
      },
      unmount: async (props) => {
        if (!mounted) return;
        mounted = false;
        await call(app.unmount, props);
      },
    };
  }

  private markFailed(name: string, message: string): void {
    const entry = this.remotes.get(name);
    if (!entry) return;
    console.error(`[portal] 远程模块 ${name} 不可用：${message}`);
    entry.failure = message;
    const route = this.findRoute(location.pathname);
    this.failed(name, message, route?.remote === name ? route.fullPath : null);
    this.notify();
  }

  private failed(name: string, message: string, route: string | null): void {
    for (const listener of this.failureListeners)
      listener(name, message, route);
  }

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

type LifeCycleFn = Extract<LifeCycles['mount'], (...args: never[]) => unknown>;

async function call(
  fn: LifeCycles['mount'],
  props: Parameters<LifeCycleFn>[0],
) {
  for (const step of Array.isArray(fn) ? fn : [fn]) await step(props);
}

function isLifeCycles(value: unknown): value is LifeCycles {
  const candidate = value as Partial<LifeCycles> | null;
  return (
    !!candidate &&
    typeof candidate === 'object' &&
    candidate.mount !== undefined &&
    candidate.unmount !== undefined &&
    candidate.bootstrap !== undefined
  );
}
