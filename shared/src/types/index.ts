/** Domain and contract types every app, the mock backend and the tests use. */

/** The envelope every backend answer uses. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

/** A page of a list; `pagenum` is 0-based. */
export interface Page<T> {
  datalist: T[];
  pagenum: number;
  pagesize: number;
  totalelements: number;
  totalpages: number;
}

export interface SysParam {
  code: string;
  value: string;
}

export interface AppVersion {
  qrCodeUrl: string;
  type_dict: 'android' | 'ios';
  version?: string;
}

/** Sub-site configuration as the backend sends it (seed-spec 3). */
export interface SubSiteConfigRaw {
  tenantId: string;
  title: string;
  /** A JSON string; see WebConfig. */
  webConfig: string;
  favicon: string;
  sysParam: SysParam[];
  manual: string;
  appVersionList: AppVersion[];
  pcTitleLogo: string;
}

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

/** Sub-site configuration after parsing, with the derived values. */
export interface SiteConfig extends Omit<SubSiteConfigRaw, 'webConfig'> {
  webConfig: WebConfig;
  /** Codes of the parameters that are set (value not 'N' and not empty). */
  sysParamCode: string[];
  sysParamActiveList: SysParam[];
  /** Value of the last system parameter ('blue' selects the blue variant). */
  lastSysParamValue: string;
}

export interface ProjectConfig {
  loginUrl: string;
  logoutUrl: string;
  vpnLoginUrl: string;
  /** PEM public key the password fields are RSA-encrypted with. */
  passwordPublicKey?: string;
  /** The tenant whose users with needUpdatePwd must change it at once. */
  forcedPasswordTenantId?: string;
  /** Back-office address opened for administrators (else vpnLoginUrl). */
  adminUrl?: string;
  /** WebSocket address of the local uKey service (else ws://127.0.0.1:23577). */
  ukeyServiceUrl?: string;
}

export interface Role {
  roleName: string;
  clientId?: string;
}

export interface UserInfo {
  id: string;
  name: string;
  telephone: string;
  idCardHash: string;
  roleList: Role[] | null;
  manage: boolean;
  needUkey: boolean;
  check: boolean;
  loginBy?: string;
  accessToken?: string;
  orgName: string;
  orgId: string;
  orgCode: string;
  roles: string[];
  traineeId: string | null;
  needUpdatePwd: boolean;
  avatar: string;
  tenantId: string;
}

export interface YearHours {
  tbtpHourSum: number;
  ANALYSIS_HOURS_NUM: number;
  compulsoryHour: number;
  compulsoryCourseHour: number;
  optionalHour: number;
  optionalCourseHour: number;
}

/** Which frame a route is shown in. */
export type RouteLayout = 'main' | 'workspace' | 'blank';

/** One entry of a remote's route manifest (exposed as './routes'). */
export interface PortalRoute {
  path: string;
  title?: string;
  /** Roles allowed to see it; none means open to every signed-in user. */
  roles?: string[];
  hidden?: boolean;
  layout?: RouteLayout;
  /** Where the route sends the learner instead ('noredirect' = not a link). */
  redirect?: string;
  /** Reachable without signing in (seed-spec 2.4 open pages). */
  public?: boolean;
  /** Search and open pages hide the floating panel (seed-spec 2.2). */
  mode?: 'search' | 'open';
  children?: PortalRoute[];
}

/** What the shell knows about one remote at run time. */
export interface RemoteDescriptor {
  /** Federation container name, e.g. mf_home. */
  name: string;
  /** Versioned manifest URL, e.g. /mf-home/1.0.0/mf-manifest.json. */
  entry: string;
}

/** A tenant's remote map: remote container name → manifest URL. */
export interface RemoteMap {
  tenantId: string;
  remotes: Record<string, string>;
}

/** One option of a dictionary (dropdown) list. */
export interface DictionaryItem {
  name: string;
  code: string;
}

/** Answer data of POST /api/webmember/getValidateCode. */
export interface CaptchaData {
  /** The captcha image: a data URL or bare base64 PNG. */
  validateCodeImge: string;
  verificationCodeToken: string;
}

/** Body of POST /api/webmember/userPwdModify (passwords RSA-encrypted). */
export interface PasswordModifyRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  verificationCode: string;
  verificationCodeToken: string;
  idcardHash: string;
}

/** Answer of POST /api/webmember/userPwdModify. */
export interface PasswordModifyResult {
  success: boolean;
  message: string;
}

/** Answer of POST /api/portal/user/rdrZWY (no success flag). */
export interface AcademyLookupResult {
  /** 'true' when celaUrl may be opened. */
  code: string;
  message: string;
  celaUrl: string;
}

/** Answer data of POST /api/portal/app/init. */
export interface AppInitData {
  appVersionList: AppVersion[];
}

export * from './remote-contract';
