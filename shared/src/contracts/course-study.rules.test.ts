import { commentError } from './course-study.rules';

describe('commentError', () => {
  it('refuses blank, too long and control characters with clear messages', () => {
    expect(commentError('')).toBe('请输入评论内容');
    expect(commentError('   \n ')).toBe('请输入评论内容');
    expect(commentError(undefined)).toBe('请输入评论内容');
    expect(commentError('评'.repeat(301))).toBe('评论内容不能超过300字');
    expect(commentError('好\u0000课')).toBe('评论内容不能包含控制字符');
    expect(commentError('好\u202E课')).toBe('评论内容不能包含控制字符');
  });

  it('accepts emoji, full-width digits and line breaks', () => {
    expect(commentError('👍 １２３\n很好')).toBeNull();
    expect(commentError('评'.repeat(300))).toBeNull();
    expect(commentError(` ${'评'.repeat(300)} `)).toBeNull();
  });
});
