/**
 * Builds the single-spa lifecycles a remote exposes as './spa'. Every remote
 * gets the same root: the shared providers, an error boundary that shows
 * 服务暂不可用 with a 重试 button, and a performance mark when it mounts
 * (read by the benchmark).
 */
import React, {
  Component,
  startTransition,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

import { firstScreenHydrates } from '@portal/shared/hooks';
import type { RouteManifest } from '@portal/shared/types';
import { AppProviders, RemoteUnavailable } from '@portal/shared/ui';
import {
  FIRST_SCREEN_ATTRIBUTE,
  regionMarker,
  reportHydrationError,
} from './first-screen-region';

export interface RemoteMountProps {
  name: string;
  /** The shell's slot for this remote; without it a div is appended to body. */
  domElementGetter?: () => HTMLElement;
  /**
   * The remote's route manifest as the shell read it (its routes.json).
   * A shell older than this prop passes none; the remote then reads its
   * own routes.json (RemoteLifecycleOptions.publicPath).
   */
  manifest?: RouteManifest;
}

/**
 * What a remote's root component gets: its route manifest, from which it
 * makes its router (createRemoteRouter in '@portal/shared/router'). Run
 * alone (bootStandalone), the remote passes its own src/routes.ts.
 */
export interface RemoteAppProps {
  manifest: RouteManifest;
}

interface BoundaryState {
  error: Error | null;
  attempt: number;
}

export class RemoteErrorBoundary extends Component<
  { appName: string; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[${this.props.appName}] 页面渲染失败`, error);
    // The shell counts it for the remote's delivery reports; a shell that
    // does not listen loses nothing.
    window.dispatchEvent(
      new CustomEvent('portal:remote-error', {
        detail: { remote: this.props.appName },
      }),
    );
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.retry} />;
    // A new key remounts the subtree, so the retry starts from scratch.
    return (
      <React.Fragment key={this.state.attempt}>
        {this.props.children}
      </React.Fragment>
    );
  }
}

function MountMark({ appName }: { appName: string }) {
  useEffect(() => {
    performance.mark(`mounted:${appName}`);
  }, [appName]);
  return null;
}

export function RemoteRoot({
  appName,
  children,
}: {
  appName: string;
  children: ReactNode;
}) {
  return (
    <AppProviders>
      <RemoteErrorBoundary appName={appName}>
        <MountMark appName={appName} />
        {children}
      </RemoteErrorBoundary>
    </AppProviders>
  );
}

/**
 * React DOM's createRoot, with every render of the remote's root made a
 * transition: React renders a page in slices and lets input and network
 * answers in between, instead of one long task while the page comes up.
 */
function transitionRoot(root: ReactDOMClient.Root) {
  return {
    render: (children: ReactNode) =>
      startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}

const transitionRenderingClient = {
  createRoot(container: HTMLElement) {
    return transitionRoot(ReactDOMClient.createRoot(container));
  },
  /**
   * Hydration as a transition too: React hydrates each Suspense boundary
   * in its own slice, and the server's HTML stays on screen meanwhile.
   */
  hydrateRoot(container: HTMLElement, children: ReactNode) {
    let root: ReactDOMClient.Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, {
        onRecoverableError: reportHydrationError,
      });
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return transitionRoot(root);
  },
};

export interface RemoteLifecycleOptions {
  /**
   * Fetches the page of a path ahead of a click (RemoteSpaModule's
   * `preload`); a remote with a page map passes
   * `(pathname, manifest) => preloadRemotePage(manifest, pages, pathname)`.
   */
  preload?: (pathname: string, manifest: RouteManifest) => Promise<unknown>;
  /**
   * Where the remote's own files are: pass `__webpack_public_path__`. Its
   * routes.json is read from there when the shell passes no manifest (an
   * older shell); without it such a mount gets an empty manifest.
   */
  publicPath?: string;
  /**
   * The version this build is (`__APP_VERSION__`): a region the render
   * tier drew with this very version is hydrated, not drawn again.
   */
  version?: string;
}

/**
 * The manifest the shell passed, or else the remote's own routes.json,
 * fetched once (again after a failure, so 重试 can succeed).
 */
function manifestSource(appName: string, publicPath: string | undefined) {
  let own: Promise<RouteManifest> | undefined;
  return async (given: RouteManifest | undefined): Promise<RouteManifest> => {
    if (given) return given;
    if (publicPath === undefined) return [];
    own ??= fetch(new URL('routes.json', new URL(publicPath, location.href)), {
      cache: 'no-cache',
    })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(`${appName} 路由清单加载失败（${response.status}）`);
        return (await response.json()) as RouteManifest;
      })
      .catch((error: unknown) => {
        own = undefined;
        throw error;
      });
    return own;
  };
}

export function createRemoteLifecycles(
  appName: string,
  RootComponent: ComponentType<RemoteAppProps>,
  {
    preload = async () => undefined,
    publicPath,
    version,
  }: RemoteLifecycleOptions = {},
) {
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient: transitionRenderingClient,
    renderType: () => renderType,
    rootComponent: ({ manifest = [] }) => (
      <RemoteRoot appName={appName}>
        <RootComponent manifest={manifest} />
      </RemoteRoot>
    ),
    domElementGetter: (props) => {
      const element = props.domElementGetter?.();
      if (!element) throw new Error(`${appName}: no slot to mount into`);
      return element;
    },
    // RemoteErrorBoundary catches render errors; this only silences the
    // library's warning about a missing boundary.
    errorBoundary: () => (
      <RemoteUnavailable onRetry={() => location.reload()} />
    ),
  });
  const manifestOf = manifestSource(appName, publicPath);
  const mount: typeof lifecycles.mount = async (props) => {
    const manifest = await manifestOf(props.manifest);
    const slot = props.domElementGetter?.();
    const drawn = slot?.getAttribute(FIRST_SCREEN_ATTRIBUTE);
    slot?.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    const ours =
      version !== undefined &&
      drawn === regionMarker(appName, version) &&
      Boolean(slot?.firstElementChild);
    // The page the server drew must be here before the first render, or
    // the router's first render (without it) would not match the HTML, or
    // (drawn again for a learner) would replace it with a loading state.
    if (ours) await preload(location.pathname, manifest).catch(() => undefined);
    renderType = ours && firstScreenHydrates() ? 'hydrateRoot' : 'createRoot';
    try {
      return await lifecycles.mount({ ...props, manifest });
    } finally {
      renderType = 'createRoot';
    }
  };
  return {
    ...lifecycles,
    mount,
    preload: async (pathname: string, manifest?: RouteManifest) =>
      preload(pathname, await manifestOf(manifest)),
  };
}
