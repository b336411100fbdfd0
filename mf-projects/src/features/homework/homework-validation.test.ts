import { describe, expect, it } from 'vitest';

import {
  fileSizeText,
  mimeTypeFor,
  readAsBase64,
  validateContent,
  validateFile,
} from './homework-validation';

describe('homework validation', () => {
  it('needs some text, not too much', () => {
    expect(validateContent('  ')).toBe('请填写作业内容');
    expect(validateContent('心得')).toBeNull();
    expect(validateContent('字'.repeat(5001))).toBe('作业内容不能超过5000字');
  });

  it('accepts the allowed kinds, by extension and MIME type', () => {
    expect(mimeTypeFor({ name: 'a.PDF', type: 'application/pdf' })).toBe(
      'application/pdf',
    );
    // Some browsers send no type: the extension decides.
    expect(mimeTypeFor({ name: 'a.docx', type: '' })).toContain(
      'wordprocessingml',
    );
    expect(mimeTypeFor({ name: 'a.pdf', type: 'image/png' })).toBeNull();
    expect(mimeTypeFor({ name: 'a.exe', type: '' })).toBeNull();
    expect(mimeTypeFor({ name: 'pdf', type: 'application/pdf' })).toBeNull();
  });

  it('refuses large, empty and strange files with a message', () => {
    const file = (name: string, size: number, type = '') => ({
      name,
      size,
      type,
    });
    expect(validateFile(file('a.txt', 10, 'text/plain'))).toBeNull();
    expect(validateFile(file('a.txt', 500 * 1024))).toBeNull();
    expect(validateFile(file('a.txt', 500 * 1024 + 1))).toBe(
      '附件大小不能超过500KB',
    );
    expect(validateFile(file('a.txt', 0))).toBe('附件内容为空');
    expect(validateFile(file('a.zip', 10))).toBe(
      '附件仅支持PDF、Word、TXT、JPG、PNG格式',
    );
    expect(validateFile(file(`${'名'.repeat(100)}.txt`, 10))).toBe(
      '附件名称不能超过100个字符',
    );
  });

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

describe('hostile homework text (issue #10)', () => {
  it('refuses control and bidi characters, keeps emoji and full-width digits', () => {
    expect(validateContent('报告\u0000')).toBe('作业内容不能包含控制字符');
    expect(validateContent('报告\u202E告报')).toBe('作业内容不能包含控制字符');
    expect(validateContent('x'.repeat(10_000))).toBe('作业内容不能超过5000字');
    expect(validateContent('第一段\n\t第二段 １２３ 👍')).toBeNull();
  });
});
