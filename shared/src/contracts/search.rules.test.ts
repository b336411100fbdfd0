import { searchKeywordError } from './search.rules';

describe('searchKeywordError', () => {
  it('lets an empty keyword, emoji and full-width digits through', () => {
    for (const keyword of ['', '  ', '党史', '１２３', '👍', 'k'.repeat(50)]) {
      expect(searchKeywordError(keyword)).toBeNull();
    }
  });

  it('refuses long keywords and control characters', () => {
    expect(searchKeywordError('k'.repeat(10_000))).toBe('关键词不能超过50个字');
    expect(searchKeywordError('党\u0000史')).toBe('关键词不能包含控制字符');
    expect(searchKeywordError('党\u202E史')).toBe('关键词不能包含控制字符');
    expect(searchKeywordError('党\n史')).toBe('关键词不能包含控制字符');
  });
});
