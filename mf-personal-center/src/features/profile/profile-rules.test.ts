import {
  PROFILE_MESSAGES,
  validateAvatarUrl,
  validateMobile,
} from './profile-rules';

describe('validateMobile', () => {
  it.each(['13800000001', '19912345678', ' 15012345678 '])(
    'accepts %s',
    (phone) => {
      expect(validateMobile(phone)).toBeNull();
    },
  );

  it.each([
    ['12345678901', PROFILE_MESSAGES.phoneInvalid],
    ['1381234567', PROFILE_MESSAGES.phoneInvalid],
    ['138123456789', PROFILE_MESSAGES.phoneInvalid],
    ['010-12345678', PROFILE_MESSAGES.phoneInvalid],
    ['1381234567a', PROFILE_MESSAGES.phoneInvalid],
    ['', PROFILE_MESSAGES.phoneRequired],
    ['   ', PROFILE_MESSAGES.phoneRequired],
    [undefined, PROFILE_MESSAGES.phoneRequired],
  ])('rejects %j', (phone, message) => {
    expect(validateMobile(phone)).toBe(message);
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
