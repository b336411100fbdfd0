import { atom } from '@portal/shared/state';

/** Sidebar state of seed-spec 3: opened, withoutAnimation; device desktop or mobile. */
export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
}

export const MOBILE_WIDTH = 1024;

export const sidebarAtom = atom<SidebarState>({
  opened: true,
  withoutAnimation: false,
});
export const deviceAtom = atom<'desktop' | 'mobile'>('desktop');
