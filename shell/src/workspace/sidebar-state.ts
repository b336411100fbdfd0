import { atom } from '@portal/shared/state';
import { COMPACT_BELOW } from '@portal/shared/ui';

/** Sidebar state of seed-spec 3: opened, withoutAnimation; device desktop or mobile. */
export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
}

/** Mobile mode of seed-spec 2.3 (under about 1024 px): the portal's compact width. */
export const MOBILE_WIDTH = COMPACT_BELOW;

/** Under 1024 px at boot: the sidebar is closed on arrival, not closed after a first paint. */
const mobileAtBoot =
  typeof window !== 'undefined' && window.innerWidth < MOBILE_WIDTH;

export const sidebarAtom = atom<SidebarState>({
  opened: !mobileAtBoot,
  withoutAnimation: false,
});
export const deviceAtom = atom<'desktop' | 'mobile'>(
  mobileAtBoot ? 'mobile' : 'desktop',
);
