import { describe, expect, it } from 'vitest';

import * as client from '../../shared/src/validation/text';
import { hasControlCharacters, refuseControlCharacters } from './text-rules';

/** Every BMP code point, and a few astral ones. */
function* samples(): Generator<string> {
  for (let code = 0; code <= 0xffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    yield String.fromCharCode(code);
  }
  yield* ['😀', '👨‍👩‍👧', '𠀀'];
}

describe('text rules', () => {
  it('refuse exactly the characters the forms refuse', () => {
    for (const multiline of [true, false]) {
      for (const char of samples()) {
        const text = `a${char}b`;
        expect(hasControlCharacters(text, { multiline }), char).toBe(
          client.hasControlCharacters(text, { multiline }),
        );
      }
    }
  });

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
