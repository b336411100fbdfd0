import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { appStore as store, Provider } from '@portal/shared/state';

import { sessionResolvedAtom, useSessionResolved } from './session-state';

/** As the frame draws a visitor's 学员登录: only once the lookup is done. */
function LoginButton() {
  return useSessionResolved() ? <button type="button">学员登录</button> : null;
}

describe('useSessionResolved', () => {
  it('hydrates the server’s HTML even when the lookup ended before hydration, then shows its answer', async () => {
    store.set(sessionResolvedAtom, false);
    const app = (
      <Provider store={store}>
        <main>
          <LoginButton />
        </main>
      </Provider>
    );
    // The render tier draws before any lookup.
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.querySelector('button')).toBeNull();

    // A visitor's lookup ends at once, before the frame hydrates.
    store.set(sessionResolvedAtom, true);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('学员登录');
    container.remove();
  });

  it('is the lookup’s answer where nothing is hydrated', async () => {
    store.set(sessionResolvedAtom, true);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Provider store={store}>
          <LoginButton />
        </Provider>,
      );
    });
    expect(container.querySelector('button')).not.toBeNull();
    act(() => root.unmount());
  });
});
