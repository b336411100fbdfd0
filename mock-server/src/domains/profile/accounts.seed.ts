import { createHash } from 'node:crypto';

import type { Role } from '@portal/shared/contracts';

import { hashPassword, seedSalt } from '../sign-in/auth';
import {
  TENANT_IDS,
  type TenantId,
  type UserRecord,
  type YearHoursRecord,
} from '../../db-state';
import { TENANT_PROFILES, imagePaths } from '../site/site.seed';

export const DEMO_PASSWORD = 'Portal@2026';
export const PORTAL_CLIENT_ID = 'portal-web';
export const WEB_ROLE = 'ROLE_NC_WEB';

interface DemoAccount {
  username: string;
  name: string;
  /** Fake resident id; only its sha256 is stored. */
  idCard: string;
  roleNames: string[];
  manage?: boolean;
  check?: boolean;
  needUkey?: boolean;
  needUpdatePwd?: boolean;
  trainee?: boolean;
  /** Registered with 中国干部网络学院 (the academy lookup succeeds). */
  celaRegistered?: boolean;
  department: string;
  /**
   * Hours learnt this year and last year in tenant 001.001:
   * [compulsory, optional]. Other tenants add TENANT_HOURS_SHIFT.
   */
  hours: [[number, number], [number, number]];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'learner',
    celaRegistered: true,
    name: '张学员',
    idCard: '110101199001011234',
    roleNames: [WEB_ROLE],
    department: '综合处',
    hours: [
      [24.5, 14],
      [31.5, 20.5],
    ],
  },
  {
    username: 'admin',
    celaRegistered: true,
    name: '李管理',
    idCard: '110101198505052345',
    roleNames: [WEB_ROLE, 'admin'],
    manage: true,
    department: '培训管理处',
    hours: [
      [16.5, 9.5],
      [30, 21],
    ],
  },
  {
    username: 'admin_sms',
    celaRegistered: true,
    name: '王短信',
    idCard: '110101198707073456',
    roleNames: [WEB_ROLE],
    manage: true,
    check: true,
    department: '信息中心',
    hours: [
      [12, 7.5],
      [28.5, 16],
    ],
  },
  {
    username: 'admin_ukey',
    celaRegistered: true,
    name: '赵密钥',
    idCard: '110101198909094567',
    roleNames: [WEB_ROLE],
    manage: true,
    needUkey: true,
    department: '安全保密处',
    hours: [
      [9.5, 5],
      [26, 17.5],
    ],
  },
  {
    username: 'notrainee',
    name: '钱访客',
    idCard: '110101199202025678',
    roleNames: [WEB_ROLE],
    trainee: false,
    department: '办公室',
    hours: [
      [2.5, 1.5],
      [3.5, 1],
    ],
  },
  {
    username: 'pwdexpired',
    celaRegistered: true,
    name: '孙过期',
    idCard: '110101199303036789',
    roleNames: [WEB_ROLE],
    needUpdatePwd: true,
    department: '人事处',
    hours: [
      [20.5, 11],
      [30, 20],
    ],
  },
  {
    username: 'norole',
    name: '周无权',
    idCard: '110101199404047890',
    roleNames: ['ROLE_OTHER'],
    department: '后勤服务中心',
    hours: [
      [5.5, 3],
      [14, 8.5],
    ],
  },
  {
    username: 'emptyrole',
    name: '吴空角色',
    idCard: '110101199505058901',
    roleNames: [],
    department: '财务处',
    hours: [
      [4, 2.5],
      [11.5, 6],
    ],
  },
];

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function roleList(names: string[]): Role[] {
  return names.map((roleName, i) =>
    i === 0 ? { roleName, clientId: PORTAL_CLIENT_ID } : { roleName },
  );
}

export function buildUsers(): UserRecord[] {
  const users: UserRecord[] = [];
  TENANT_IDS.forEach((tenantId, t) => {
    const profile = TENANT_PROFILES[tenantId];
    DEMO_ACCOUNTS.forEach((account, i) => {
      const seq = String(i + 1).padStart(3, '0');
      const tenantNo = String(t + 1);
      users.push({
        tenantId,
        username: account.username,
        passwordHash: hashPassword(DEMO_PASSWORD, seedSalt(account.username)),
        id: `${tenantNo}0000${seq}`,
        name: account.name,
        telephone: `13800000${seq}`,
        idCardHash: sha256Hex(account.idCard),
        roleList: roleList(account.roleNames),
        manage: account.manage ?? false,
        needUkey: account.needUkey ?? false,
        check: account.check ?? false,
        loginBy: 'password',
        orgName: `${profile.orgName}${account.department}`,
        orgId: `${tenantNo}${String(i + 1).padStart(4, '0')}`,
        orgCode: `${profile.orgCode}.${String(i + 1).padStart(3, '0')}`,
        roles: [...account.roleNames],
        traineeId: account.trainee === false ? null : `T${tenantNo}2026${seq}`,
        needUpdatePwd: account.needUpdatePwd ?? false,
        avatar: imagePaths.avatar(),
      });
    });
  });
  return users;
}

/** Usernames the academy lookup (rdrZWY) knows. */
export const CELA_REGISTERED = new Set(
  DEMO_ACCOUNTS.filter((a) => a.celaRegistered).map((a) => a.username),
);

/**
 * Hours added per tenant to DEMO_ACCOUNTS.hours ([compulsory, optional]),
 * so that the same account shows different figures in each tenant.
 */
export const TENANT_HOURS_SHIFT: Record<TenantId, [number, number]> = {
  '001.001': [0, 0],
  '001.001.043': [2, 1.5],
  '001.001.065': [1.5, 3],
};

/** One decimal, without 0.1 + 0.2 artefacts. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Hours of the current and the previous year for every demo account in
 * every tenant (required: 50 in all, 30 compulsory, 20 optional).
 */
export function buildYearHours(currentYear: number): YearHoursRecord[] {
  const rows: YearHoursRecord[] = [];
  for (const tenantId of TENANT_IDS) {
    const [addCompulsory, addOptional] = TENANT_HOURS_SHIFT[tenantId];
    for (const account of DEMO_ACCOUNTS) {
      account.hours.forEach(([baseCompulsory, baseOptional], back) => {
        const compulsory = oneDecimal(baseCompulsory + addCompulsory);
        const optional = oneDecimal(baseOptional + addOptional);
        rows.push({
          username: account.username,
          tenantId,
          year: currentYear - back,
          tbtpHourSum: oneDecimal(compulsory + optional),
          ANALYSIS_HOURS_NUM: 50,
          compulsoryHour: compulsory,
          compulsoryCourseHour: 30,
          optionalHour: optional,
          optionalCourseHour: 20,
        });
      });
    }
  }
  return rows;
}
