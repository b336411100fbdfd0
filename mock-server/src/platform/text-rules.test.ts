import { describe, expect, it } from 'vitest';

import { refuseControlCharacters } from './text-rules';

describe('text rules', () => {
  it('answer 400 with the field in the message', () => {
    expect(() => refuseControlCharacters('a\u202Eb', '评论内容')).toThrow(
      '评论内容不能包含控制字符',
    );
    expect(() =>
      refuseControlCharacters('a\nb', '评论内容', { multiline: true }),
    ).not.toThrow();
    expect(() => refuseControlCharacters('a\nb', '关键词')).toThrow(
      '关键词不能包含控制字符',
    );
  });
});
