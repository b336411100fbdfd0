/**
 * Takes over a page the render tier drew (first-screen-state.ts): the
 * store gets what the page was drawn with, so the frame hydrates the HTML
 * with a first render that is the same, and the region's remote finds its
 * data. Where the page's HTML cannot be the browser's first render, the
 * frame renders afresh over it:
 * - the device's display mode is not the one it was drawn in (a browser
 *   that keeps no cookies holds its choice in local storage);
 * - nothing was drawn (the render tier sent the plain shell).
 * A signed-in learner's frame is hydrated too (until boot has looked the
 * learner up, it is the visitor's, as drawn), but the region was drawn for
 * a visitor: its remote draws it afresh for him, with none of the
 * visitor's data.
 */
import { getToken } from '@portal/shared/api';
import { parseSiteConfig } from '@portal/shared/config';
import { sameDisplay } from '@portal/shared/display';
import { provideFirstScreenData } from '@portal/shared/hooks';
import { FIRST_SCREEN_ATTRIBUTE } from '@portal/shared/spa';
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
  appStore.set(siteConfigAtom, parseSiteConfig(state.site));
  appStore.set(firstScreenLayoutAtom, state.layout);
  appStore.set(firstScreenFrameAtom, state.frame);
  const slot = document.getElementById(SLOT_CONTAINER_ID);
  // Boot has already taken a token the address brought into the session.
  const learner = Boolean(getToken());
  if (learner)
    slot
      ?.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`)
      ?.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  if (state.region && slot) {
    if (!learner) provideFirstScreenData(state.data);
    appStore.set(firstScreenSlotAtom, { __html: slot.innerHTML });
    appStore.set(contentStatusAtom, { kind: 'remote' });
  }
  return true;
}
