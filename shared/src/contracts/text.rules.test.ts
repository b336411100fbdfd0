import { charCount, hasControlCharacters, validateText } from './text.rules';

describe('hasControlCharacters', () => {
  it('finds C0, DEL, C1 and bidi controls', () => {
    for (let code = 0; code < 0x20; code += 1) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    }
    for (const char of [
      '\u007F',
      '\u0085',
      '\u009F',
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
    ]) {
      expect(hasControlCharacters(`a${char}b`), char).toBe(true);
      expect(hasControlCharacters(`a${char}b`, { multiline: true }), char).toBe(
        true,
      );
    }
  });

  it('lets tab and line breaks through multi-line text only', () => {
    for (const char of ['\t', '\n', '\r']) {
      expect(hasControlCharacters(`a${char}b`, { multiline: true })).toBe(
        false,
      );
      expect(hasControlCharacters(`a${char}b`)).toBe(true);
    }
  });

  it('leaves ordinary text alone: CJK, full-width digits, emoji, ZWJ', () => {
    for (const text of ['学习体会', '１２３', '👍🏽', '👨‍👩‍👧', 'a b']) {
      expect(hasControlCharacters(text, { multiline: true })).toBe(false);
    }
  });
});

describe('validateText', () => {
  const rule = { label: '评论内容', max: 300, required: true, multiline: true };

  it('says what is wrong, in order: blank, too long, control characters', () => {
    expect(validateText('   ', rule)).toBe('请输入评论内容');
    expect(validateText(undefined, rule)).toBe('请输入评论内容');
    expect(validateText('字'.repeat(301), rule)).toBe(
      '评论内容不能超过300个字',
    );
    expect(validateText('字\u0000', rule)).toBe('评论内容不能包含控制字符');
    expect(validateText('看\u202E过', rule)).toBe('评论内容不能包含控制字符');
  });

  it('accepts full-width digits, emoji and line breaks', () => {
    expect(validateText('１２３', rule)).toBeNull();
    expect(validateText('😀'.repeat(300), rule)).toBeNull();
    expect(validateText('第一段\n第二段', rule)).toBeNull();
    expect(charCount('😀'.repeat(300))).toBe(300);
  });

  it('lets blank through when optional, with custom messages', () => {
    expect(validateText('', { label: '关键词', max: 50 })).toBeNull();
    expect(
      validateText('x'.repeat(51), {
        label: '关键词',
        max: 50,
        tooLongMessage: '关键词太长',
      }),
    ).toBe('关键词太长');
  });
});
