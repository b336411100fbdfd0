import type { UserInfo } from '@portal/shared/contracts';

import { evaluateUser, passwordPrompt } from './user-outcome';

const base: UserInfo = {
  id: '1',
  name: '张学员',
  telephone: '',
  idCardHash: 'h',
  roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'portal-web' }],
  manage: false,
  needUkey: false,
  check: false,
  orgName: '',
  orgId: '',
  orgCode: '',
  roles: ['ROLE_NC_WEB'],
  traineeId: 't',
  needUpdatePwd: false,
  avatar: '',
  tenantId: '001.001',
};

describe('evaluateUser', () => {
  it('accepts a user with ROLE_NC_WEB', () => {
    expect(evaluateUser(base)).toBe('ok');
  });

  it('tells a missing or empty role list from one without the portal role', () => {
    expect(evaluateUser({ ...base, roleList: null })).toBe('no-roles');
    expect(evaluateUser({ ...base, roleList: [] })).toBe('no-roles');
    expect(
      evaluateUser({
        ...base,
        roleList: [{ roleName: 'ROLE_OTHER' }],
        roles: ['ROLE_OTHER'],
      }),
    ).toBe('no-portal-role');
  });
});

describe('passwordPrompt', () => {
  const expired = { ...base, needUpdatePwd: true };
  it("follows the tenant's capability when the password must be renewed", () => {
    for (const prompt of ['forced-dialog', 'reminder', 'none'] as const) {
      expect(passwordPrompt(expired, prompt)).toBe(prompt);
      expect(passwordPrompt(base, prompt)).toBe('none');
    }
  });
});
