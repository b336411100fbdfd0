import { parseSiteConfig } from '@portal/shared/config';
import type {
  AcademyLookupResult,
  AppInitData,
  CaptchaData,
  PasswordModifyRequest,
  PasswordModifyResult,
  ProjectConfig,
  SiteConfig,
  SubSiteConfigRaw,
  UserInfo,
  YearHours,
} from '@portal/shared/types';
import { getJson, postJson, requestRaw, type RequestOptions } from './client';
import { ApiError, serverMessage } from './errors';

/** GET /api/portal/subsite — the requesting site's configuration. */
export async function fetchSiteConfig(
  options: RequestOptions = {},
): Promise<SiteConfig> {
  return parseSiteConfig(
    await getJson<SubSiteConfigRaw>('portal/subsite', {}, options),
  );
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
 * GET /api/portal/config — login and logout addresses. A successful answer
 * is cached in sessionStorage (portalConfig) and served from there.
 */
export async function fetchProjectConfig(
  options: RequestOptions = {},
): Promise<ProjectConfig> {
  const cached = cachedPortalConfig();
  if (cached) return cached;
  const config = await getJson<ProjectConfig>('portal/config', {}, options);
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

/** POST /api/user/info — the signed-in user. */
export function fetchUserInfo(options: RequestOptions = {}): Promise<UserInfo> {
  return postJson<UserInfo>('user/info', {}, options);
}

/** POST /api/personal/yearHourTotalStatistics — this year's hours. */
export function fetchYearHours(
  idCardHash: string,
  year = new Date().getFullYear(),
  options: RequestOptions = {},
): Promise<YearHours> {
  return postJson<YearHours>(
    'personal/yearHourTotalStatistics',
    { idCardHash, year },
    options,
  );
}

/** POST /api/webmember/getValidateCode — a new image captcha. */
export function fetchCaptcha(
  options: RequestOptions = {},
): Promise<CaptchaData> {
  return postJson<CaptchaData>('webmember/getValidateCode', {}, options);
}

/**
 * POST /api/webmember/userPwdModify (passwords already encrypted). Silent;
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
      { json: form },
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
 * POST /api/portal/user/rdrZWY — academy (中国干部网络学院) lookup. The
 * answer has no success flag: it resolves with `{code, message, celaUrl}`;
 * code 'true' means celaUrl may be opened.
 */
export function lookupAcademy(
  idCardHash: string,
  options: RequestOptions = {},
): Promise<AcademyLookupResult> {
  return postJson<AcademyLookupResult>(
    'portal/user/rdrZWY',
    { idCardHash },
    options,
  );
}

/**
 * POST /api/user/configure/new — tells the backend the page's origin.
 * Silent by default: a background call with nothing for the user to do.
 */
export function registerClientOrigin(
  options: RequestOptions = { silent: true },
): Promise<unknown> {
  return postJson<unknown>(
    'user/configure/new',
    { ipPort: location.origin },
    options,
  );
}

/** POST /api/portal/app/init — the mobile app versions. */
export function fetchAppInit(
  options: RequestOptions = {},
): Promise<AppInitData> {
  return postJson<AppInitData>('portal/app/init', {}, options);
}
