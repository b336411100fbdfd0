import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';

/**
 * A part of the shell fetched when it is first drawn (the workspace's
 * sidebar and top bar, the forced password dialog): their antd components
 * are a later tier of the facade, so a visitor's first load does without
 * them. The import is tried three times, as a flaky connection on a phone
 * would need, before the part gives up.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { default: await load() };
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  });
}

/**
 * While the frame hydrates a page the render tier drew, a deferred part
 * first draws its fallback, as the server did (a server cannot wait for a
 * chunk), and only then loads: a Suspense boundary the server could not
 * finish would be an error React recovers from by drawing it again.
 */
let holding = typeof document === 'undefined';

/** Set by boot around the frame's hydration. */
export function holdDeferredParts(hold: boolean): void {
  holding = hold || typeof document === 'undefined';
}

interface BoundaryProps {
  /** Shown while the part loads (nothing if left out). */
  fallback?: ReactNode;
  /** Shown instead of the part if it cannot be loaded (the fallback if left out). */
  failure?: ReactNode;
  children: ReactNode;
}

/** Keeps a deferred part's failure to itself: the rest of the page stays. */
export class DeferredPart extends Component<
  BoundaryProps,
  { failed: boolean; held: boolean }
> {
  override state = { failed: false, held: holding };

  override componentDidMount(): void {
    if (this.state.held) this.setState({ held: false });
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[portal] 页面部件加载失败', error);
  }

  override render() {
    const { fallback = null, failure = fallback, children } = this.props;
    if (this.state.failed) return failure;
    if (this.state.held) return fallback;
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
