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

import { AppProviders, RemoteUnavailable } from '@portal/shared/ui';

export interface RemoteMountProps {
  name: string;
  /** The shell's slot for this remote; without it a div is appended to body. */
  domElementGetter?: () => HTMLElement;
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
const transitionRenderingClient = {
  createRoot(container: HTMLElement) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: ReactNode) =>
        startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

export interface RemoteLifecycleOptions {
  /**
   * Fetches the page of a path ahead of a click (RemoteSpaModule's
   * `preload`); a remote with a page map passes
   * `(pathname) => preloadRemotePage(pages, pathname)`.
   */
  preload?: (pathname: string) => Promise<unknown>;
}

export function createRemoteLifecycles(
  appName: string,
  RootComponent: ComponentType,
  { preload = async () => undefined }: RemoteLifecycleOptions = {},
) {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient: transitionRenderingClient,
    renderType: 'createRoot',
    rootComponent: () => (
      <RemoteRoot appName={appName}>
        <RootComponent />
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
  return { ...lifecycles, preload };
}
