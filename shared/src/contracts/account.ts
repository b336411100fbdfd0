/** The signed-in user, the captcha and the password change (SSO and account). */

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
  /** 'password' from the mock; nothing in the portal reads it. */
  loginBy?: string;
  orgName: string;
  orgId: string;
  orgCode: string;
  roles: string[];
  traineeId: string | null;
  needUpdatePwd: boolean;
  avatar: string;
  tenantId: string;
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
