import {
  passedOnAccessToken,
  PROFILE_MESSAGES,
  profileAvatar,
  readOnlyFieldMessage,
  SEEDED_AVATARS,
  validateAvatarUrl,
  validateCaptchaCode,
  validateConfirmPassword,
  validateImageCaptcha,
  validateMobilePhone,
  validateNewPassword,
  validateOldPassword,
  validatePhone,
  validatePin,
  validateSmsCode,
  VALIDATION_MESSAGES,
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

describe('phone', () => {
  it('is required', () => {
    expect(validatePhone('')).toBe('请输入手机号');
    expect(validatePhone(undefined)).toBe('请输入手机号');
    expect(validatePhone('  ')).toBe('请输入手机号');
  });

  it('accepts mobiles and landlines with area code', () => {
    for (const phone of [
      '13812345678',
      '19912345678',
      '010-12345678',
      '0531-1234567',
    ]) {
      expect(validatePhone(phone)).toBeNull();
    }
  });

  it('rejects anything else with 请输入正确的手机号', () => {
    for (const phone of [
      '12812345678',
      '1381234567',
      '138123456789',
      '010-123456',
      '10-12345678',
      '01012345678',
      'abc',
    ]) {
      expect(validatePhone(phone)).toBe('请输入正确的手机号');
    }
  });
});

describe('required codes', () => {
  it('have their own messages', () => {
    expect(validateImageCaptcha('')).toBe('请输入图形验证码');
    expect(validateSmsCode('')).toBe('请输入短信验证码');
    expect(validatePin('')).toBe('请输入PIN码');
    expect(validateOldPassword('')).toBe('请输入原密码');
    expect(validateCaptchaCode('')).toBe('请输入验证码');
    for (const check of [
      validateImageCaptcha,
      validateSmsCode,
      validatePin,
      validateOldPassword,
      validateCaptchaCode,
    ]) {
      expect(check('x1')).toBeNull();
    }
  });
});

describe('new password', () => {
  it('is required, at least 8 long, and strong', () => {
    expect(validateNewPassword('')).toBe('请输入新密码');
    expect(validateNewPassword('Aa1@')).toBe('密码长度8位以上');
    expect(validateNewPassword('Aa1@bcd')).toBe('密码长度8位以上');
    expect(validateNewPassword('Portal@2026')).toBeNull();
    expect(validateNewPassword('aB3.?()*')).toBeNull();
  });

  it('needs every character class and only allowed characters', () => {
    const weak = '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?';
    for (const password of [
      'portal@2026', // no upper case
      'PORTAL@2026', // no lower case
      'Portal@abcd', // no digit
      'Portal12026', // no special
      'Portal$2026', // $ is not allowed
      'Portal 2026@', // space
      'Portal@2026中文', // non-ASCII
      'Pörtal@2026',
    ]) {
      expect(validateNewPassword(password)).toBe(weak);
    }
  });
});

describe('confirm password', () => {
  it('is required and must match', () => {
    expect(validateConfirmPassword('', 'Portal@2026')).toBe('请再次输入密码');
    expect(validateConfirmPassword('Portal@2027', 'Portal@2026')).toBe(
      '两次输入密码不一致!',
    );
    expect(validateConfirmPassword('Portal@2026', 'Portal@2026')).toBeNull();
  });
});

describe('hostile input in codes and passwords', () => {
  const tooLong = '1'.repeat(10_000);
  const control = 'ab\u0000c';
  const rtl = '12\u202E34';
  const fullWidth = '１２３４';
  const emoji = '12😀';

  it('codes are at most 16 printable ASCII characters', () => {
    const cases = [
      [validateImageCaptcha, '请输入正确的图形验证码'],
      [validateSmsCode, '请输入正确的短信验证码'],
      [validatePin, '请输入正确的PIN码'],
      [validateCaptchaCode, '请输入正确的验证码'],
    ] as const;
    for (const [check, message] of cases) {
      for (const value of [tooLong, control, rtl, fullWidth, emoji]) {
        expect(check(value), JSON.stringify(value)).toBe(message);
      }
      expect(check('aB3x')).toBeNull();
      expect(check('1234567890123456')).toBeNull();
      expect(check('12345678901234567')).toBe(message);
    }
  });

  it('passwords are at most 64 characters of the allowed alphabet', () => {
    const long = `Aa1@${'a'.repeat(61)}`;
    expect(validateNewPassword(long)).toBe('密码长度不能超过64位');
    expect(validateNewPassword(long.slice(0, 64))).toBeNull();
    for (const value of [
      `Aa1@bc${control}`,
      `Aa1@bcd${emoji}`,
      `Aa1@${fullWidth}`,
    ]) {
      expect(validateNewPassword(value)).toBe(
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      );
    }
    expect(validateOldPassword(tooLong)).toBe('密码长度不能超过64位');
    for (const value of [control, rtl, fullWidth, emoji]) {
      expect(validateOldPassword(value)).toBe(
        '原密码只能包含英文字母、数字和符号',
      );
    }
    expect(validateOldPassword('Old pass$word1')).toBeNull();
  });
});

describe('new password: what the backend refuses', () => {
  it('refuses 65 characters and characters outside the alphabet', () => {
    expect(validateNewPassword(`Aa1@${'a'.repeat(61)}`)).toBe(
      '密码长度不能超过64位',
    );
    expect(validateNewPassword(`Aa1@${'a'.repeat(60)}`)).toBeNull();
    for (const password of [
      'Aa1@bcd\u0000e',
      'Aa1@bcd😀',
      'Aa1@１２３４',
      'Aa1@bc\u202Ede',
    ]) {
      expect(validateNewPassword(password)).toBe(
        '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      );
    }
  });
});

describe('passedOnAccessToken', () => {
  it('is the access token of a user signed in by token only', () => {
    expect(passedOnAccessToken({ loginBy: 'token', accessToken: 'AT-1' })).toBe(
      'AT-1',
    );
    expect(
      passedOnAccessToken({ loginBy: 'password', accessToken: 'AT-1' }),
    ).toBeUndefined();
    expect(passedOnAccessToken({ loginBy: 'token' })).toBeUndefined();
    expect(
      passedOnAccessToken({ loginBy: 'token', accessToken: '' }),
    ).toBeUndefined();
  });
});
