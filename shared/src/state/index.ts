/**
 * Cross-app state. This module is a Module Federation singleton, so every
 * React root on the page (shell and remotes) wraps the same store and the
 * atoms keep their identity across roots. Feature state that only one
 * remote needs stays in that remote.
 */
import type { ThemeConfig } from 'antd';
import { atom, createStore, useAtomValue } from 'jotai';

import { tenantCapabilities } from '@portal/shared/config';
import {
  type DisplayPrefs,
  displayPrefsOf,
  NORMAL_DISPLAY,
} from '@portal/shared/display';
import type { SiteConfig } from '@portal/shared/types';
import type {
  ProjectConfig,
  TenantCapabilities,
  UserInfo,
} from '@portal/shared/contracts';

export { atom, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';

export const appStore = createStore();

/** The tenant's sub-site configuration, loaded by the shell at boot. */
export const siteConfigAtom = atom<SiteConfig | null>(null);

/** Login and logout addresses, loaded by the shell at boot. */
export const projectConfigAtom = atom<ProjectConfig | null>(null);

/**
 * What this tenant does differently (split hours, password prompt, filing
 * link, header menu), every field filled in: from the site configuration,
 * with the "no capability" defaults where it says nothing (see
 * tenantCapabilities in '@portal/shared/config'). Apps read this, never the
 * tenant id.
 */
export const tenantCapabilitiesAtom = atom<TenantCapabilities>((get) =>
  tenantCapabilities(get(siteConfigAtom), get(projectConfigAtom)),
);

/** The tenant's capabilities in a component (tenantCapabilitiesAtom). */
export function useTenantCapabilities(): TenantCapabilities {
  return useAtomValue(tenantCapabilitiesAtom);
}

/** The signed-in learner; null for a visitor. */
export const userInfoAtom = atom<UserInfo | null>(null);

/**
 * Unread letters (站内信) of the signed-in learner: filled by the shell from
 * /api/letter/getUnReadNum after sign-in, updated by mf-personal-center when
 * letters are read; null while unknown (visitor, not loaded yet).
 */
export const unreadLettersAtom = atom<number | null>(null);

/**
 * Bumped whenever the learner's study hours may have changed (a course
 * finished, progress sent after a reconnection): what shows the year's
 * hours (the shell's welcome box) loads them again, without a reload.
 */
export const hoursChangedAtom = atom(0);

/**
 * The layout the page's first screen was rendered in on the server (from
 * the browser's user agent: phones compact, desks wide), used until antd
 * has measured the window, so hydration draws what the server sent; null
 * when the page came without one (every breakpoint unknown: compact).
 */
export const firstScreenLayoutAtom = atom<'compact' | 'wide' | null>(null);

/** Tells every app that the learner's hours may have changed. */
export function announceHoursChanged(): void {
  appStore.set(hoursChangedAtom, (n) => n + 1);
}

/**
 * How the learner wants the portal drawn (长者模式, 高对比度, text size,
 * cursor aid; see @portal/shared/display): the device's choice, as the
 * early script marked it on <html>.
 */
export const displayPrefsAtom = atom<DisplayPrefs>(
  typeof document === 'undefined' ? NORMAL_DISPLAY : displayPrefsOf(),
);

/**
 * What turns the choice into antd tokens for every React root. It comes
 * with '@portal/shared/display/modes', loaded when a mode is first used or
 * found on at boot; until then the tenant's theme is used as it is.
 */
export const displayThemeAtom = atom<{
  theme: (base: ThemeConfig, prefs: DisplayPrefs) => ThemeConfig;
} | null>(null);
