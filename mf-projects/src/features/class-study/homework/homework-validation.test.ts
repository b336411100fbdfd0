import { describe, expect, it } from 'vitest';

import { fileSizeText, readAsBase64 } from './homework-validation';

describe('homework file handling', () => {
  it('reads a file as base64 and shows sizes', async () => {
    const blob = new Blob(['%PDF-1.4 心得']);
    const base64 = await readAsBase64(blob);
    expect(atob(base64)).toBe(
      String.fromCharCode(...new TextEncoder().encode('%PDF-1.4 心得')),
    );
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2048)).toBe('2.0 KB');
  });
});
