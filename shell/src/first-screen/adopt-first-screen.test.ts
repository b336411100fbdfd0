import { setToken } from '@portal/shared/api';
import { NORMAL_DISPLAY } from '@portal/shared/display';
import { firstScreenAnswer, firstScreenHydrates } from '@portal/shared/hooks';
import { appStore, displayPrefsAtom } from '@portal/shared/state';

import { adoptFirstScreen } from './adopt-first-screen';
import { firstScreenSlotAtom } from './first-screen-atoms';
import {
  FIRST_SCREEN_STATE_ID,
  type FirstScreenState,
  serializeFirstScreenState,
} from './first-screen-state';

const STATE: FirstScreenState = {
  // Nothing is drawn here: the parts of the answer the store is given.
  site: {
    tenantId: '001.001',
    title: '公职人员网络培训学院',
  } as FirstScreenState['site'],
  frame: { pathname: '/index', layout: 'main', panelHidden: false },
  display: NORMAL_DISPLAY,
  layout: 'wide',
  region: { app: 'mf-home', version: '1.0.0' },
  data: { 'home:banners': [{ id: 1 }] },
};

/** The page as the render tier sends it: the drawn root and its state. */
function drawnPage(state: FirstScreenState = STATE): void {
  document.body.innerHTML =
    '<div id="portal-root" data-first-screen=""><header>页头</header>' +
    '<main><div id="portal-apps"><div id="single-spa-application:mf_home" ' +
    'data-first-screen="mf-home@1.0.0"><p>首页</p></div></div></main></div>' +
    `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">` +
    `${serializeFirstScreenState(state)}</script>`;
}

const regionMarker = () =>
  document
    .getElementById('single-spa-application:mf_home')
    ?.getAttribute('data-first-screen');

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
  appStore.set(displayPrefsAtom, NORMAL_DISPLAY);
});

describe('adoptFirstScreen', () => {
  it('hydrates a visitor’s page: the region keeps its marker and gets its data', () => {
    drawnPage();
    expect(adoptFirstScreen()).toBe(true);
    expect(regionMarker()).toBe('mf-home@1.0.0');
    expect(firstScreenAnswer('home:banners')).toEqual({
      data: [{ id: 1 }],
      stale: false,
    });
    expect(firstScreenHydrates()).toBe(true);
    expect(appStore.get(firstScreenSlotAtom)?.__html).toContain('<p>首页</p>');
  });

  it('draws a learner’s frame afresh, keeping the region and its answers as a visitor’s', () => {
    setToken('learner-session-token');
    drawnPage({ ...STATE, data: { 'home:notices': [{ id: 2 }] } });
    expect(adoptFirstScreen()).toBe(false);
    expect(firstScreenAnswer('home:notices')).toEqual({
      data: [{ id: 2 }],
      stale: true,
    });
    // The region is drawn again over its HTML, not hydrated.
    expect(firstScreenHydrates()).toBe(false);
    expect(appStore.get(firstScreenSlotAtom)?.__html).toContain('<p>首页</p>');
  });

  it('draws afresh a page drawn in another display mode, or not drawn', () => {
    drawnPage();
    appStore.set(displayPrefsAtom, { ...NORMAL_DISPLAY, care: true });
    expect(adoptFirstScreen()).toBe(false);
    drawnPage({ ...STATE, display: { ...NORMAL_DISPLAY, care: true } });
    expect(adoptFirstScreen()).toBe(true);
    document.body.innerHTML = '<div id="portal-root"></div>';
    expect(adoptFirstScreen()).toBe(false);
  });
});
