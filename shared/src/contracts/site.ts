/**
 * Site and project configuration (GET /api/portal/subsite,
 * /api/portal/config, /api/portal/app/init) and the dictionaries for
 * drop-downs (/api/dictionary/list/:parentCode, /api/dictionary/runtime/:code).
 */

/** A system parameter; the value 'N' means "not set". */
export interface SysParam {
  code: string;
  value: string;
}

export interface AppVersion {
  qrCodeUrl: string;
  type_dict: 'android' | 'ios';
  version: string;
}

/**
 * What a learner whose password must be renewed (`needUpdatePwd`) meets
 * after signing in: the non-dismissable change dialog, the once-per-session
 * reminder that opens the password tab, or nothing.
 */
export type PasswordPrompt = 'forced-dialog' | 'reminder' | 'none';

/**
 * The entries of the header menu in the red theme (the blue theme has its
 * own menu): `standard` 首页 · 课程推荐 · 专题 · 网上专题班 · 专栏推荐 ·
 * 学习中心; `classes-second` puts 网上专题班 second; `without-classes`
 * leaves out 网上专题班 and 专栏推荐.
 */
export type HeaderMenuLayout =
  'standard' | 'classes-second' | 'without-classes';

/**
 * What a tenant does differently, as data (DESIGN.md 3): the apps read
 * these instead of comparing tenant ids, so an operator gives a tenant a
 * behaviour by configuration (docs/operations.md). Defaults for a backend
 * that leaves a field out: NO_CAPABILITIES (site.rules.ts).
 */
export interface TenantCapabilities {
  /** Hours counted as compulsory and optional (必修/选修), not total and compulsory. */
  splitHours: boolean;
  /** What a user with needUpdatePwd meets after signing in. */
  passwordPrompt: PasswordPrompt;
  /** The footer shows the public-security filing (webConfig.filingText/filingUrl) with its icon. */
  filingLink: boolean;
  /** Order and entries of the header menu (red theme). */
  headerMenu: HeaderMenuLayout;
}

/** Sub-site configuration as the backend sends it (seed-spec 3). */
export interface SubSiteConfigRaw {
  tenantId: string;
  title: string;
  /** A JSON string of WebConfig, as the real backend sends it. */
  webConfig: string;
  favicon: string;
  /** WEB_THEME always last ('blue' selects the blue variant). */
  sysParam: SysParam[];
  manual: string;
  appVersionList: AppVersion[];
  pcTitleLogo: string;
  /**
   * The tenant's capabilities. Optional: an older backend does not send
   * them, and a newer portal may know more fields than the backend sends;
   * what is missing counts as NO_CAPABILITIES.
   */
  capabilities?: Partial<TenantCapabilities>;
}

/** Parsed form of SubSiteConfigRaw.webConfig. */
export interface WebConfig {
  description: string;
  keywords: string;
  footerName1: string;
  footerName2: string;
  footerName3: string;
  footerName4: string;
  filingText?: string;
  filingUrl?: string;
}

/**
 * GET|POST /api/portal/config. The mock always sends every field; the
 * portal's own additions are optional because the portal falls back where
 * a backend leaves them out.
 */
export interface ProjectConfig {
  loginUrl: string;
  logoutUrl: string;
  vpnLoginUrl: string;
  /** PEM (SPKI) public key the password fields are RSA-encrypted with. */
  passwordPublicKey?: string;
  /**
   * The tenant whose users with needUpdatePwd must change it at once.
   * Superseded by the site configuration's `capabilities.passwordPrompt`
   * ('forced-dialog'); the portal uses it only when the site configuration
   * does not say (an older backend).
   */
  forcedPasswordTenantId?: string;
  /** Back office opened for administrators (else vpnLoginUrl). */
  adminUrl?: string;
  /** WebSocket address of the local UKEY key service (else ws://127.0.0.1:23577). */
  ukeyServiceUrl?: string;
}

/** Answer data of POST /api/portal/app/init. */
export interface AppInitData {
  appVersionList: AppVersion[];
}

/**
 * The stored dictionaries (/api/dictionary/list/:parentCode). A code is the
 * value the list calls take for that filter, so a chosen option goes onto
 * the wire unchanged.
 */
export type StoredDictionaryCode =
  | 'EDUCATION'
  | 'POLITICAL_STATUS'
  /** 课程性质: isCompulsory of the course lists (1 必修, 0 选修). */
  | 'COURSE_TYPE'
  /** 课程类型: resourceType (VIDEO, ARTICLE). */
  | 'RESOURCE_TYPE'
  /** 学习状态: studyStatus (0, 1, 2). */
  | 'STUDY_STATUS'
  /** 课程时长: duration (short, medium, long). */
  | 'COURSE_DURATION'
  /** 专题班状态: status of queryTbtpList (NOT_STARTED, IN_PROGRESS, ENDED). */
  | 'CLASS_STATUS'
  /** 调训申请状态: status of queryDispatch (PENDING, APPROVED, REJECTED). */
  | 'DISPATCH_STATUS';

/** Dictionaries computed at request time (/api/dictionary/runtime/:code). */
export type RuntimeDictionaryCode =
  /** The last five years, this year first; codes are the years. */
  | 'YEAR'
  /**
   * The class list's years: next year (classes are planned ahead) and the
   * four before it; codes are the years.
   */
  | 'CLASS_YEAR';

export type DictionaryCode = StoredDictionaryCode | RuntimeDictionaryCode;

/** One option of a dictionary (dropdown) list. */
export interface DictionaryItem {
  name: string;
  code: string;
}

/** The answer carries `datalist` at the top level (not in `data`), as the real backend does. */
export interface DictionaryAnswer {
  success: true;
  message: '';
  datalist: DictionaryItem[];
}
