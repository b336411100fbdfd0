import { parseSiteConfig } from '@portal/shared/config';
import type {
  ProjectConfig,
  SiteConfig,
  SubSiteConfigRaw,
  UserInfo,
  YearHours,
} from '@portal/shared/types';
import { getJson, postJson } from './client';

/** GET /api/portal/subsite — the requesting site's configuration. */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  return parseSiteConfig(await getJson<SubSiteConfigRaw>('portal/subsite'));
}

/** GET /api/portal/config — login and logout addresses. */
export function fetchProjectConfig(): Promise<ProjectConfig> {
  return getJson<ProjectConfig>('portal/config');
}

/** POST /api/user/info — the signed-in user. */
export function fetchUserInfo(): Promise<UserInfo> {
  return postJson<UserInfo>('user/info');
}

/** POST /api/personal/yearHourTotalStatistics — this year's hours. */
export function fetchYearHours(
  idCardHash: string,
  year = new Date().getFullYear(),
): Promise<YearHours> {
  return postJson<YearHours>('personal/yearHourTotalStatistics', {
    idCardHash,
    year,
  });
}
