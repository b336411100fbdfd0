/** The signed-in user, the captcha and the password change (/api/user/info*, /api/webmember/*). */

export interface Role {
  roleName: string;
  clientId?: string;
}

/** What POST|GET /api/user/info answers: the session user in the request's tenant. */
export interface UserInfo {
  id: string;
  name: string;
  telephone: string;
  idCardHash: string;
  /** null or empty: the account has no roles (the portal refuses it). */
  roleList: Role[] | null;
  manage: boolean;
  needUkey: boolean;
  check: boolean;
  /**
   * How the session signed in: 'token' when another system's access token
   * signed it in; that token (`accessToken`) is then passed on to the
   * academy jump and the back office (seed-spec 3; see passedOnAccessToken).
   */
  loginBy?: 'token' | 'password' | (string & {});
  /** Only with loginBy 'token': the access token to pass on. */
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

/**
 * Body of POST /api/user/info/update (seed-spec 7.2: the user-info object).
 * The access token is left out: it is the session's, not the profile's.
 * Only `telephone` and `avatar` may differ from what /api/user/info
 * answered (PROFILE_EDITABLE_FIELDS).
 */
export type UserInfoUpdate = Omit<UserInfo, 'accessToken'>;

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
