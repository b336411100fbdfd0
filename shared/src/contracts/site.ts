/** Site and project configuration (GET /api/portal/subsite, /api/portal/config, /api/portal/app/init). */

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
  /** The tenant whose users with needUpdatePwd must change it at once. */
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
