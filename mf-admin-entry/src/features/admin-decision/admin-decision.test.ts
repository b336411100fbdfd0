import { NOT_ADMIN_MESSAGE } from '@portal/shared/contracts';
import type { ProjectConfig, UserInfo } from '@portal/shared/contracts';

import { decideAdminEntry, NEED_PHONE_MESSAGE } from './admin-decision';

const project: ProjectConfig = {
  loginUrl: 'http://127.0.0.1:3000/sso/login',
  logoutUrl: 'http://127.0.0.1:3000/sso/logout',
  vpnLoginUrl: 'http://127.0.0.1:3000/sso/vpn-login',
};

function user(flags: Partial<UserInfo>): UserInfo {
  return {
    id: 'u1',
    name: '张学员',
    telephone: '13800000001',
    idCardHash: 'hash',
    roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'portal-web' }],
    manage: false,
    needUkey: false,
    check: false,
    orgName: '',
    orgId: '',
    orgCode: '',
    roles: ['ROLE_NC_WEB'],
    traineeId: 't1',
    needUpdatePwd: false,
    avatar: '',
    tenantId: '001.001',
    ...flags,
  };
}

describe('decideAdminEntry', () => {
  it('asks for the phone first, then the key, then opens the back office', () => {
    expect(
      decideAdminEntry(
        user({ manage: true, check: true, needUkey: true }),
        project,
      ),
    ).toEqual({
      kind: 'verify-phone',
      message: NEED_PHONE_MESSAGE,
    });
    expect(
      decideAdminEntry(user({ manage: true, needUkey: true }), project).kind,
    ).toBe('ukey');
    expect(decideAdminEntry(user({ manage: true }), project)).toEqual({
      kind: 'open',
      url: project.vpnLoginUrl,
    });
  });

  it('refuses a learner who is not an administrator', () => {
    expect(decideAdminEntry(user({}), project)).toEqual({
      kind: 'refuse',
      message: NOT_ADMIN_MESSAGE,
    });
  });

  it('opens directly once the phone was verified in this session', () => {
    expect(
      decideAdminEntry(user({ check: true, needUkey: true }), project, true),
    ).toEqual({ kind: 'open', url: project.vpnLoginUrl });
  });

  it("prefers the project's adminUrl over vpnLoginUrl", () => {
    const withAdmin = { ...project, adminUrl: 'http://admin.example/' };
    expect(decideAdminEntry(user({ manage: true }), withAdmin)).toEqual({
      kind: 'open',
      url: 'http://admin.example/',
    });
  });
});
