import { describe, expect, it } from 'vitest';

import { lettersLabel } from './floating-panel';

describe('lettersLabel', () => {
  it('puts the unread count into the accessible name', () => {
    expect(lettersLabel(3)).toBe('消息，3条未读');
    expect(lettersLabel(0)).toBe('消息');
    expect(lettersLabel(null)).toBe('消息');
  });
});
