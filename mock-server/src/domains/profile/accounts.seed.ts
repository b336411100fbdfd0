import { createHash } from 'node:crypto';

import type { Role } from '@portal/shared/contracts';

import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  hashPassword,
  seedSalt,
  type UserRecord,
} from '../sign-in';
import { TENANT_IDS, type SeedTenantId } from '../../platform/tenancy';
import type { YearHoursRecord } from '../course-study';
import { TENANT_PROFILES, imagePaths } from '../site';

const PORTAL_CLIENT_ID = 'portal-web';

function sha256Hex(text: string): string {
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
        loginBy: account.loginBy ?? 'password',
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

/**
 * Hours added per tenant to DEMO_ACCOUNTS.hours ([compulsory, optional]),
 * so that the same account shows different figures in each tenant.
 */
export const TENANT_HOURS_SHIFT: Record<SeedTenantId, [number, number]> = {
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
