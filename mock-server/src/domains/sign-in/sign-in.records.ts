/**
 * Records of the sign-in domain: users, their sessions and the RSA key of
 * the password fields.
 */

import type { Role, UserInfo } from '@portal/shared/contracts';

import type { TenantId } from '../../platform/tenancy';

/** A user in one tenant; GET/POST /api/user/info answers its UserInfo part. */
export interface UserRecord extends UserInfo {
  tenantId: TenantId;
  /** Seeded users always have a list (possibly empty), never null. */
  roleList: Role[];
  loginBy: string;
  username: string;
  /** `scrypt$<salt hex>$<hash hex>`; never sent to clients. */
  passwordHash: string;
}

export interface Session {
  token: string;
  username: string;
  tenantId: TenantId;
  createdAt: string;
  /** When this session passed the SMS check (checkUserSmsCode). */
  smsVerifiedAt?: string;
  /** When this session signed in with the UKEY (ukey/login). */
  ukeyVerifiedAt?: string;
}

/** The RSA key pair for password fields (PEM; generated on first use). */
export interface RsaKeyRecord {
  /** Always 'password'. */
  id: string;
  /** SPKI PEM. */
  publicKey: string;
  /** PKCS#8 PEM; never sent to clients. */
  privateKey: string;
  createdAt: string;
}

/** The collections of this domain (keys of DbState). */
export interface SignInCollections {
  users: UserRecord[];
  sessions: Session[];
  keys: RsaKeyRecord[];
}
