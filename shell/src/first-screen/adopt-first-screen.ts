/**
 * Takes over a page the render tier drew (first-screen-state.ts): the
 * store gets what the page was drawn with, so the frame hydrates the HTML
 * with a first render that is the same, and the region's remote finds its
 * data. Where the page's HTML cannot be the browser's first render, the
 * frame renders afresh over it:
 * - the device's display mode is not the one it was drawn in (a browser
 *   that keeps no cookies holds its choice in local storage);
 * - nothing was drawn (the render tier sent the plain shell);
 * - a learner is signed in: the server drew a visitor's page, and on a
 *   phone his frame's first render is not the visitor's (React reported
 *   the mismatch). His frame is drawn afresh and keeps the region's HTML
 *   in its slot; the region is drawn again over it from the same answers
 *   (nothing flashes, the largest picture stays the one painted first),
 *   and his views then load their data again with his session.
 */
import { getToken } from '@portal/shared/api';
import { parseSiteConfig } from '@portal/shared/config';
import { sameDisplay } from '@portal/shared/display';
import { provideFirstScreenData } from '@portal/shared/hooks';
import {
  appStore,
  displayPrefsAtom,
  firstScreenLayoutAtom,
  siteConfigAtom,
} from '@portal/shared/state';

import { contentStatusAtom } from '../remotes/content-status';
import { SLOT_CONTAINER_ID } from '../remotes/remote-registry';
import {
  firstScreenFrameAtom,
  firstScreenSlotAtom,
} from './first-screen-atoms';
import { readFirstScreenState } from './first-screen-state';

/** Whether the frame hydrates the page's HTML (else it renders over it). */
export function adoptFirstScreen(): boolean {
  const root = document.getElementById('portal-root');
  const state = readFirstScreenState();
  if (!state || !root?.hasAttribute('data-first-screen')) return false;
  if (!sameDisplay(state.display, appStore.get(displayPrefsAtom))) return false;
  // Boot has already taken a token the address brought into the session.
  const learner = Boolean(getToken());
  appStore.set(siteConfigAtom, parseSiteConfig(state.site));
  // The layout the HTML was drawn in, until antd has measured: a learner's
  // page drawn again in another would shift.
  appStore.set(firstScreenLayoutAtom, state.layout);
  appStore.set(firstScreenFrameAtom, state.frame);
  const slot = document.getElementById(SLOT_CONTAINER_ID);
  if (state.region && slot) {
    provideFirstScreenData(state.data, { forVisitor: learner });
    appStore.set(firstScreenSlotAtom, { __html: slot.innerHTML });
    appStore.set(contentStatusAtom, { kind: 'remote' });
  }
  return !learner;
}
