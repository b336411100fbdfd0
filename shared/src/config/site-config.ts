import type {
  SiteConfig,
  SubSiteConfigRaw,
  SysParam,
  WebConfig,
} from '@portal/shared/types';

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
    sysParamCode: active.map((param) => param.code),
    sysParamActiveList: active,
    lastSysParamValue: sysParam.at(-1)?.value ?? '',
  };
}

export function sysParamValue(site: SiteConfig | null, code: string): string {
  const param = site?.sysParamActiveList.find((p) => p.code === code);
  return param?.value ?? '';
}
