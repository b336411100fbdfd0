import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_MESSAGES,
  readOnlyFieldMessage,
  SEEDED_AVATARS,
  type UserInfo,
  VALIDATION_MESSAGES,
} from '@portal/shared/contracts';

import { call, login, startTestServer, type TestServer } from '../../testing';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'learner');
});

afterAll(async () => {
  await server.dispose();
});

interface Info {
  name: string;
  telephone: string;
  avatar: string;
}

const update = (params: object, auth: string | null = token) =>
  call<Info>(`${server.url}/api/user/info/update`, {
    headers: auth ? { token: auth } : {},
    params,
  });

const info = async () =>
  (
    await call<Info>(`${server.url}/api/user/info`, {
      method: 'POST',
      headers: { token },
    })
  ).body.data!;

describe('POST /api/user/info/update', () => {
  it('saves the user-info object with a new mobile number and seeded avatar', async () => {
    const res = await update({
      ...(await info()),
      telephone: ' 13912345678 ',
      avatar: SEEDED_AVATARS[2],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('保存成功');
    expect(res.body.data).toMatchObject({
      telephone: '13912345678',
      avatar: SEEDED_AVATARS[2],
      name: '张学员',
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect(await info()).toMatchObject({
      telephone: '13912345678',
      avatar: SEEDED_AVATARS[2],
      name: '张学员',
    });
  });

  it.each([
    ['name', '改名'],
    ['manage', true],
    ['roleList', [{ roleName: 'admin' }]],
    ['traineeId', null],
    ['tenantId', '001.001.065'],
  ])(
    'refuses a changed read-only field %s with 400 and keeps the user',
    async (field, value) => {
      const before = await info();
      const res = await update({
        ...before,
        telephone: '13912345679',
        [field]: value,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: readOnlyFieldMessage(field),
      });
      expect(res.body.message).toMatch(/^不能修改/);
      expect(await info()).toEqual(before);
    },
  );

  it('accepts needUpdatePwd cleared by the portal and leaves it stored', async () => {
    const expired = await login(server.url, 'pwdexpired');
    const user = (
      await call<UserInfo>(`${server.url}/api/user/info`, {
        method: 'POST',
        headers: { token: expired },
      })
    ).body.data!;
    expect(user.needUpdatePwd).toBe(true);
    const res = await update(
      { ...user, needUpdatePwd: false, avatar: SEEDED_AVATARS[1] },
      expired,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      avatar: SEEDED_AVATARS[1],
      needUpdatePwd: true,
    });
  });

  it('accepts an http(s) image address', async () => {
    const res = await update({ avatar: 'https://img.example.cn/a.png' });
    expect(res.body.data?.avatar).toBe('https://img.example.cn/a.png');
  });

  it.each([
    [{ telephone: '12345678901' }, VALIDATION_MESSAGES.phoneInvalid],
    [{ telephone: '010-12345678' }, VALIDATION_MESSAGES.phoneInvalid],
    [{ telephone: '1391234567' }, VALIDATION_MESSAGES.phoneInvalid],
    [{ telephone: 13912345678 }, VALIDATION_MESSAGES.phoneInvalid],
    [{ telephone: '  ' }, VALIDATION_MESSAGES.phoneRequired],
    [{ avatar: 'javascript:alert(1)' }, PROFILE_MESSAGES.avatarInvalid],
    [{ avatar: '/pcStatic/img/other.svg' }, PROFILE_MESSAGES.avatarInvalid],
    [
      { avatar: 'https://u:p@img.example.cn/a.png' },
      PROFILE_MESSAGES.avatarInvalid,
    ],
    [{ avatar: 42 }, PROFILE_MESSAGES.avatarInvalid],
    [{}, PROFILE_MESSAGES.nothing],
  ])('rejects %j with 400', async (body, message) => {
    const before = await info();
    const res = await update(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect(await info()).toEqual(before);
  });

  it('needs a session and POST', async () => {
    expect((await update({ telephone: '13912345678' }, null)).status).toBe(401);
    const get = await call(`${server.url}/api/user/info/update`, {
      headers: { token },
    });
    expect(get.status).toBe(405);
  });

  it('serves the seeded avatars', async () => {
    for (const path of SEEDED_AVATARS) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});
