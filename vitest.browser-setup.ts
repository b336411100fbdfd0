// Component tests render antd in jsdom; on a busy 2-core CI machine the first
// render of a page can take more than Testing Library's default 1 s, so
// findBy*/waitFor wait up to 5 s before failing (a wait, not a timing goal).
import { cleanup, configure } from '@testing-library/react';

// The stubs' own file, not the test kit's index: that index brings in the
// portal's UI and HTTP client, which a test's vi.mock must still replace.
import { installDomStubs } from './shared/src/testing/window';

configure({ asyncUtilTimeout: 5000 });

// matchMedia and ResizeObserver, which antd uses and jsdom lacks. A test of
// a width-dependent layout calls setWindowWidth().
installDomStubs();

// Files share one page where the project is not isolated: each starts on a
// blank one, as a fresh jsdom would give it.
afterAll(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head
    .querySelectorAll('style, link')
    .forEach((node) => node.remove());
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  history.replaceState(null, '', '/');
  vi.useRealTimers();
});
