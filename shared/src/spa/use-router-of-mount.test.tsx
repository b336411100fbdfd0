import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';

import { type DisposableRouter, useRouterOfMount } from './use-router-of-mount';

interface FakeRouter extends DisposableRouter {
  id: number;
  disposed: boolean;
}

afterEach(cleanup);

function setup() {
  const made: FakeRouter[] = [];
  const create = (): FakeRouter => {
    const router: FakeRouter = {
      id: made.length + 1,
      disposed: false,
      dispose() {
        router.disposed = true;
      },
    };
    made.push(router);
    return router;
  };
  let inUse: FakeRouter | undefined;
  const rendered = new Set<FakeRouter>();
  function App() {
    const router = useRouterOfMount(create);
    inUse = router;
    rendered.add(router);
    return <p>router {router.id}</p>;
  }
  return { made, rendered, App, inUse: () => inUse };
}

describe('useRouterOfMount', () => {
  it('keeps one router while mounted and disposes it on unmount', () => {
    const { made, App, inUse } = setup();
    const view = render(<App />);
    view.rerender(<App />);
    expect(made).toHaveLength(1);
    expect(inUse()?.disposed).toBe(false);
    view.unmount();
    expect(made.map((r) => r.disposed)).toEqual([true]);
  });

  // StrictMode also calls useState's initialiser twice and drops one result
  // unseen; only routers a render used are the hook's to dispose.
  it('under StrictMode the router in use is live, and every router used ends disposed', () => {
    const { rendered, App, inUse } = setup();
    const view = render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    expect(inUse()?.disposed).toBe(false);
    view.unmount();
    expect(rendered.size).toBeGreaterThan(0);
    expect([...rendered].every((r) => r.disposed)).toBe(true);
  });

  it('a new mount gets a new router', () => {
    const { made, App } = setup();
    render(<App />).unmount();
    render(<App />);
    expect(made).toHaveLength(2);
    expect(made[0]?.disposed).toBe(true);
    expect(made[1]?.disposed).toBe(false);
  });
});
