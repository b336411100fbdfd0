import { NO_CAPABILITIES, readCapabilities } from '@portal/shared/contracts';
import type { SiteConfig } from '@portal/shared/types';
import type {
  ProjectConfig,
  SubSiteConfigRaw,
  SysParam,
  TenantCapabilities,
  WebConfig,
} from '@portal/shared/contracts';

export const DEFAULT_WEB_CONFIG: WebConfig = {
  description: '',
  keywords: '',
  footerName1: '',
  footerName2: '',
  footerName3: '',
  footerName4: '',
};

/** A parameter is unset when its value is 'N' or empty (seed-spec 3). */
export function isParamSet(param: SysParam): boolean {
  return param.value !== '' && param.value !== 'N';
}

/** webConfig arrives as a JSON string; on a parse failure defaults are used. */
export function parseWebConfig(raw: string | null | undefined): WebConfig {
  if (!raw) return { ...DEFAULT_WEB_CONFIG };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return { ...DEFAULT_WEB_CONFIG };
    return { ...DEFAULT_WEB_CONFIG, ...(parsed as Partial<WebConfig>) };
  } catch {
    return { ...DEFAULT_WEB_CONFIG };
  }
}

export function parseSiteConfig(raw: SubSiteConfigRaw): SiteConfig {
  const sysParam = Array.isArray(raw.sysParam) ? raw.sysParam : [];
  const active = sysParam.filter(isParamSet);
  return {
    ...raw,
    sysParam,
    appVersionList: Array.isArray(raw.appVersionList) ? raw.appVersionList : [],
    webConfig: parseWebConfig(raw.webConfig),
    capabilities: readCapabilities(raw.capabilities),
    sysParamCode: active.map((param) => param.code),
    sysParamActiveList: active,
    lastSysParamValue: sysParam.at(-1)?.value ?? '',
  };
}

export function sysParamValue(site: SiteConfig | null, code: string): string {
  const param = site?.sysParamActiveList.find((p) => p.code === code);
  return param?.value ?? '';
}

/**
 * What the tenant does differently (DESIGN.md 3), every field filled in:
 * what the site configuration says; for what it does not say (an older
 * backend), NO_CAPABILITIES — except that the project configuration's
 * older `forcedPasswordTenantId`, when it names this site's tenant, still
 * gives it the forced password dialog. Never decided by a tenant id the
 * portal knows.
 */
export function tenantCapabilities(
  site: Pick<SiteConfig, 'tenantId' | 'capabilities'> | null,
  project: Pick<ProjectConfig, 'forcedPasswordTenantId'> | null,
): TenantCapabilities {
  const forced =
    !!site?.tenantId &&
    !!project?.forcedPasswordTenantId &&
    project.forcedPasswordTenantId === site.tenantId;
  return {
    ...NO_CAPABILITIES,
    ...(forced && { passwordPrompt: 'forced-dialog' as const }),
    ...site?.capabilities,
  };
}
