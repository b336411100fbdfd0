// Component tests render antd in jsdom; on a busy 2-core CI machine the first
// render of a page can take more than Testing Library's default 1 s, so
// findBy*/waitFor wait up to 5 s before failing (a wait, not a timing goal).
import { configure } from '@testing-library/react';

// The stubs' own file, not the test kit's index: that index brings in the
// portal's UI and HTTP client, which a test's vi.mock must still replace.
import { installDomStubs } from './shared/src/testing/window';

configure({ asyncUtilTimeout: 5000 });

// matchMedia and ResizeObserver, which antd uses and jsdom lacks. A test of
// a width-dependent layout calls setWindowWidth().
installDomStubs();
