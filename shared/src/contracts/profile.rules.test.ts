import { VALIDATION_MESSAGES, validateMobilePhone } from './account.rules';
import {
  PROFILE_MESSAGES,
  profileAvatar,
  readOnlyFieldMessage,
  SEEDED_AVATARS,
  validateAvatarUrl,
} from './profile.rules';

describe('validateMobilePhone', () => {
  it.each(['13800000001', '19912345678', ' 15012345678 '])(
    'accepts %s',
    (phone) => {
      expect(validateMobilePhone(phone)).toBeNull();
    },
  );

  it.each([
    ['12345678901', VALIDATION_MESSAGES.phoneInvalid],
    ['1381234567', VALIDATION_MESSAGES.phoneInvalid],
    ['138123456789', VALIDATION_MESSAGES.phoneInvalid],
    ['010-12345678', VALIDATION_MESSAGES.phoneInvalid],
    ['1381234567a', VALIDATION_MESSAGES.phoneInvalid],
    ['', VALIDATION_MESSAGES.phoneRequired],
    ['   ', VALIDATION_MESSAGES.phoneRequired],
    [undefined, VALIDATION_MESSAGES.phoneRequired],
  ])('rejects %j', (phone, message) => {
    expect(validateMobilePhone(phone)).toBe(message);
  });
});

describe('validateAvatarUrl', () => {
  it('accepts http(s) addresses only', () => {
    expect(validateAvatarUrl('https://img.example.cn/a.png')).toBeNull();
    expect(validateAvatarUrl('http://img.example.cn/a.png')).toBeNull();
    expect(validateAvatarUrl('')).toBe(PROFILE_MESSAGES.avatarUrlRequired);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/pcStatic/img/a.png',
      'https://u:p@img.example.cn/a.png',
      'https://img.example.cn/a b.png',
      `https://img.example.cn/${'a'.repeat(500)}.png`,
    ]) {
      expect(validateAvatarUrl(bad), bad).toBe(
        PROFILE_MESSAGES.avatarUrlInvalid,
      );
    }
  });
});

describe('profileAvatar (the avatar the backend stores)', () => {
  it('takes a seeded picture or an http(s) address', () => {
    expect(profileAvatar(SEEDED_AVATARS[2])).toBe(SEEDED_AVATARS[2]);
    expect(profileAvatar(' https://img.example.cn/a.png ')).toBe(
      'https://img.example.cn/a.png',
    );
    for (const bad of [
      'javascript:alert(1)',
      '/pcStatic/img/other.svg',
      'https://u:p@img.example.cn/a.png',
      42,
      '',
    ]) {
      expect(profileAvatar(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('readOnlyFieldMessage', () => {
  it('names the field as a learner knows it, in Chinese', () => {
    expect(readOnlyFieldMessage('name')).toBe(
      '不能修改姓名：个人资料只能修改头像和手机号',
    );
    expect(readOnlyFieldMessage('manage')).toContain('管理员权限');
    expect(readOnlyFieldMessage('other')).toContain('other');
  });
});
