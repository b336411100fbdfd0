// Component tests render antd in jsdom; on a busy 2-core CI machine the first
// render of a page can take more than Testing Library's default 1 s, so
// findBy*/waitFor wait up to 5 s before failing (a wait, not a timing goal).
import { configure } from '@testing-library/react';

import { installDomStubs } from '@portal/shared/testing';

configure({ asyncUtilTimeout: 5000 });

// matchMedia and ResizeObserver, which antd uses and jsdom lacks. A test of
// a width-dependent layout calls setWindowWidth().
installDomStubs();
