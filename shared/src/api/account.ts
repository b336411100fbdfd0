import { parseSiteConfig } from '@portal/shared/config';
import { ACCESS_TOKEN_FIELD } from '@portal/shared/contracts';
import type { SiteConfig } from '@portal/shared/types';
import type {
  AcademyLookupResult,
  AppInitData,
  CaptchaData,
  PasswordModifyRequest,
  PasswordModifyResult,
  ProjectConfig,
  SubSiteConfigRaw,
  UserInfo,
  YearHours,
} from '@portal/shared/contracts';
import { getJson, post, requestRaw, type RequestOptions } from './client';
import { ApiError, serverMessage } from './errors';

/** localStorage key of the last system parameter ({code, value} as JSON). */
export const LAST_SYS_PARAM_KEY = 'lastSysParam';

/**
 * Seed-spec 3: the last sysParam item is kept locally as the last system
 * parameter; a site without parameters leaves none behind.
 */
function keepLastSysParam(site: SiteConfig): void {
  const last = site.sysParam.at(-1);
  try {
    if (last) {
      localStorage.setItem(
        LAST_SYS_PARAM_KEY,
        JSON.stringify({ code: last.code, value: last.value }),
      );
    } else {
      localStorage.removeItem(LAST_SYS_PARAM_KEY);
    }
  } catch {
    // Storage disabled: the value is still in the site configuration.
  }
}

/** The last system parameter kept by fetchSiteConfig, if any. */
export function readLastSysParam(): { code: string; value: string } | null {
  try {
    const text = localStorage.getItem(LAST_SYS_PARAM_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { code?: unknown }).code === 'string' &&
      typeof (value as { value?: unknown }).value === 'string'
    ) {
      return value as { code: string; value: string };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * GET /api/portal/subsite — the requesting site's configuration (a GET:
 * the shell asks for it before its scripts run). Keeps the last system
 * parameter in localStorage.
 */
export async function fetchSiteConfig(
  options: RequestOptions = {},
): Promise<SiteConfig> {
  const site = parseSiteConfig(
    await getJson<SubSiteConfigRaw>('portal/subsite', {}, options),
  );
  keepLastSysParam(site);
  return site;
}

/** sessionStorage key of the cached portal (project) configuration. */
export const PORTAL_CONFIG_KEY = 'portalConfig';

function cachedPortalConfig(): ProjectConfig | null {
  try {
    const text = sessionStorage.getItem(PORTAL_CONFIG_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as ProjectConfig) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/portal/config (seed-spec 7.2: POST unless marked), empty form
 * body — login and logout addresses. A successful answer is cached in
 * sessionStorage (portalConfig) and served from there.
 */
export async function fetchProjectConfig(
  options: RequestOptions = {},
): Promise<ProjectConfig> {
  const cached = cachedPortalConfig();
  if (cached) return cached;
  const config = await post<ProjectConfig>('portal/config', {}, options);
  try {
    sessionStorage.setItem(PORTAL_CONFIG_KEY, JSON.stringify(config));
  } catch {
    // Storage full or disabled: the next call asks the backend again.
  }
  return config;
}

/** Drops the cached portal configuration (logout). */
export function clearPortalConfigCache(): void {
  sessionStorage.removeItem(PORTAL_CONFIG_KEY);
}

/** POST /api/user/info, empty form body — the signed-in user. */
export function fetchUserInfo(options: RequestOptions = {}): Promise<UserInfo> {
  return post<UserInfo>('user/info', {}, options);
}

/** POST /api/personal/yearHourTotalStatistics (form) — this year's hours. */
export function fetchYearHours(
  idCardHash: string,
  year = new Date().getFullYear(),
  options: RequestOptions = {},
): Promise<YearHours> {
  return post<YearHours>(
    'personal/yearHourTotalStatistics',
    { idCardHash, year },
    options,
  );
}

/** POST /api/webmember/getValidateCode, empty form body — a new captcha. */
export function fetchCaptcha(
  options: RequestOptions = {},
): Promise<CaptchaData> {
  return post<CaptchaData>('webmember/getValidateCode', {}, options);
}

/**
 * POST /api/webmember/userPwdModify (passwords already encrypted), a form
 * of six text fields. Silent;
 * resolves with `{success, message}` also when the change is refused or
 * the call fails, so the caller shows the message where it belongs.
 */
export async function modifyPassword(
  form: PasswordModifyRequest,
  options: RequestOptions = {},
): Promise<PasswordModifyResult> {
  try {
    const { body } = await requestRaw(
      'POST',
      'webmember/userPwdModify',
      { body: { ...form } },
      { ...options, silent: true },
    );
    const success =
      typeof body === 'object' &&
      body !== null &&
      (body as { success?: unknown }).success === true;
    return {
      success,
      message: serverMessage(body) || (success ? '' : '修改失败'),
    };
  } catch (error) {
    if (error instanceof ApiError) {
      return { success: false, message: error.message };
    }
    throw error;
  }
}

/**
 * POST /api/portal/user/rdrZWY (form: idCardHash) — academy (中国干部网络学院) lookup. The
 * answer has no success flag: it resolves with `{code, message, celaUrl}`;
 * code 'true' means celaUrl may be opened. A user signed in by token passes
 * its access token on as the form field accessToken (passedOnAccessToken).
 */
export function lookupAcademy(
  idCardHash: string,
  options: RequestOptions = {},
  accessToken?: string,
): Promise<AcademyLookupResult> {
  return post<AcademyLookupResult>(
    'portal/user/rdrZWY',
    accessToken
      ? { idCardHash, [ACCESS_TOKEN_FIELD]: accessToken }
      : { idCardHash },
    options,
  );
}

/**
 * POST /api/user/configure/new (form: ipPort) — tells the backend the page's origin.
 * Silent by default: a background call with nothing for the user to do.
 */
export function registerClientOrigin(
  options: RequestOptions = { silent: true },
): Promise<unknown> {
  return post<unknown>(
    'user/configure/new',
    { ipPort: location.origin },
    options,
  );
}

/** POST /api/portal/app/init, empty form body — the mobile app versions. */
export function fetchAppInit(
  options: RequestOptions = {},
): Promise<AppInitData> {
  return post<AppInitData>('portal/app/init', {}, options);
}
