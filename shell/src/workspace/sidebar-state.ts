import { appStore, atom } from '@portal/shared/state';
import { COMPACT_BELOW } from '@portal/shared/ui';
import { useEffect } from 'react';

import { useLocationPath } from '../routing/use-location';

/** Sidebar state of seed-spec 3: opened, withoutAnimation; device desktop or mobile. */
interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
}

/** Mobile mode of seed-spec 2.3 (under about 1024 px): the portal's compact width. */
const MOBILE_WIDTH = COMPACT_BELOW;

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

/**
 * Keeps the device mode and closes the mobile sidebar on resize and
 * navigation. Only a change of width counts as a resize: a phone changes
 * the height whenever its address bar or keyboard shows. Back on a wide
 * screen the sidebar opens again, as on arrival there.
 */
export function useResponsiveSidebar(): void {
  const pathname = useLocationPath();
  useEffect(() => {
    let width = window.innerWidth;
    const update = () => {
      const mobile = window.innerWidth < MOBILE_WIDTH;
      const wasMobile = appStore.get(deviceAtom) === 'mobile';
      appStore.set(deviceAtom, mobile ? 'mobile' : 'desktop');
      if (mobile && window.innerWidth !== width)
        appStore.set(sidebarAtom, { opened: false, withoutAnimation: true });
      else if (!mobile && wasMobile)
        appStore.set(sidebarAtom, { opened: true, withoutAnimation: true });
      width = window.innerWidth;
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  useEffect(() => {
    if (appStore.get(deviceAtom) === 'mobile') {
      appStore.set(sidebarAtom, { opened: false, withoutAnimation: false });
    }
  }, [pathname]);
}
