import {
  FEEDBACK_MESSAGES,
  validateFeedbackContent,
  validateFeedbackPhone,
} from './home.rules';
import { charCount } from './text.rules';

describe('validateFeedbackContent', () => {
  it('asks for content when it is empty or blank', () => {
    for (const value of [undefined, null, '', '   ', '\n\t']) {
      expect(validateFeedbackContent(value)).toBe('请输入反馈内容');
    }
  });

  it('allows 500 characters after trimming and refuses 501', () => {
    expect(validateFeedbackContent('字'.repeat(500))).toBeNull();
    expect(validateFeedbackContent(`  ${'字'.repeat(500)}  `)).toBeNull();
    expect(validateFeedbackContent('字'.repeat(501))).toBe(
      '反馈内容不能超过500字',
    );
  });

  it('counts an emoji as one character', () => {
    expect(charCount('👍👍')).toBe(2);
    expect(validateFeedbackContent('👍'.repeat(500))).toBeNull();
    expect(validateFeedbackContent('👍'.repeat(501))).toBe(
      FEEDBACK_MESSAGES.contentTooLong,
    );
  });

  it('refuses control characters but keeps line breaks and tabs', () => {
    expect(validateFeedbackContent('第一行\n第二行\r\n\t缩进')).toBeNull();
    for (const bad of [
      'a\u0000b',
      'a\u0007b',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
    ]) {
      expect(validateFeedbackContent(bad), JSON.stringify(bad)).toBe(
        '反馈内容不能包含控制字符',
      );
    }
  });
});

describe('validateFeedbackPhone', () => {
  it('is optional', () => {
    expect(validateFeedbackPhone(undefined)).toBeNull();
    expect(validateFeedbackPhone('')).toBeNull();
    expect(validateFeedbackPhone('  ')).toBeNull();
  });

  it('accepts mainland mobile numbers only', () => {
    expect(validateFeedbackPhone('13800138000')).toBeNull();
    expect(validateFeedbackPhone(' 19912345678 ')).toBeNull();
    for (const bad of [
      '12345678901',
      '1380013800',
      '138001380000',
      '010-12345678',
      '+8613800138000',
      '1380013800a',
    ]) {
      expect(validateFeedbackPhone(bad), bad).toBe('请输入正确的手机号');
    }
  });
});

describe('bidi controls', () => {
  it('are refused like other control characters', () => {
    expect(validateFeedbackContent('反馈\u202E馈反')).toBe(
      '反馈内容不能包含控制字符',
    );
    expect(validateFeedbackContent('反馈\u2066x\u2069')).toBe(
      '反馈内容不能包含控制字符',
    );
  });
});
