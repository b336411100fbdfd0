/**
 * What a page rendered by the render tier tells the browser, beside its
 * HTML: the configuration and data it was drawn with, so the shell and the
 * remote hydrate that HTML with a first render that is the same. Written by
 * the shell's server build (shell/src/server), read by its boot; a JSON
 * script, never run (the policy allows no inline script).
 */
import type { SubSiteConfigRaw } from '@portal/shared/contracts';
import type { DisplayPrefs } from '@portal/shared/display';
import type { FirstScreenData } from '@portal/shared/hooks';
import type { RouteLayout } from '@portal/shared/types';

export const FIRST_SCREEN_STATE_ID = 'portal-first-screen';

/** The frame the page was drawn in: the route's layout, known before its manifest. */
export interface FirstScreenFrame {
  pathname: string;
  layout: RouteLayout;
  panelHidden: boolean;
}

export interface FirstScreenState {
  /** The tenant's sub-site answer the page was drawn with. */
  site: SubSiteConfigRaw;
  frame: FirstScreenFrame;
  /** The display mode it was drawn in (the device's cookie). */
  display: DisplayPrefs;
  /** The layout guessed from the user agent (phones compact). */
  layout: 'compact' | 'wide';
  /** The remote whose region is in the HTML, and its version; null if none. */
  region: { app: string; version: string } | null;
  /** The region's keyed answers (useRemoteData's keys). */
  data: FirstScreenData;
}

/**
 * JSON that cannot end its script element or open a comment in it: `<`
 * written as its escape, and the two line separators JavaScript parsers
 * once refused.
 */
export function serializeFirstScreenState(state: FirstScreenState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's state, or null for a page the browser renders alone. */
export function readFirstScreenState(): FirstScreenState | null {
  const script = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as Partial<FirstScreenState>;
    return state.site && state.frame && state.layout && state.display
      ? (state as FirstScreenState)
      : null;
  } catch {
    return null;
  }
}
