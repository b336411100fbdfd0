import { atom } from '@portal/shared/state';

import type { FirstScreenFrame } from './first-screen-state';

/**
 * The route facts of the page as the render tier drew it: the frame uses
 * them until the route manifests are in, so it hydrates in the same layout.
 */
export const firstScreenFrameAtom = atom<FirstScreenFrame | null>(null);

/**
 * The HTML the render tier put in the remotes' slot (the region a remote
 * hydrates): the frame renders it as it is, so hydrating the frame leaves
 * the slot to its remote. One object, never changed after boot.
 */
export const firstScreenSlotAtom = atom<{ __html: string } | null>(null);
