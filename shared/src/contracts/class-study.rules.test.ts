import {
  homeworkMimeType,
  validateHomeworkContent,
  validateHomeworkFile,
} from './class-study.rules';

describe('homework rules', () => {
  it('needs some text, not too much', () => {
    expect(validateHomeworkContent('  ')).toBe('请填写作业内容');
    expect(validateHomeworkContent('心得')).toBeNull();
    expect(validateHomeworkContent('字'.repeat(5001))).toBe(
      '作业内容不能超过5000字',
    );
  });

  it('accepts the allowed kinds, by extension and MIME type', () => {
    expect(homeworkMimeType({ name: 'a.PDF', type: 'application/pdf' })).toBe(
      'application/pdf',
    );
    // Some browsers send no type: the extension decides.
    expect(homeworkMimeType({ name: 'a.docx', type: '' })).toContain(
      'wordprocessingml',
    );
    expect(homeworkMimeType({ name: 'a.pdf', type: 'image/png' })).toBeNull();
    expect(homeworkMimeType({ name: 'a.exe', type: '' })).toBeNull();
    expect(
      homeworkMimeType({ name: 'pdf', type: 'application/pdf' }),
    ).toBeNull();
  });

  it('refuses large, empty and strange files with a message', () => {
    const file = (name: string, size: number, type = '') => ({
      name,
      size,
      type,
    });
    expect(validateHomeworkFile(file('a.txt', 10, 'text/plain'))).toBeNull();
    expect(validateHomeworkFile(file('a.txt', 500 * 1024))).toBeNull();
    expect(validateHomeworkFile(file('a.txt', 500 * 1024 + 1))).toBe(
      '附件大小不能超过500KB',
    );
    expect(validateHomeworkFile(file('a.txt', 0))).toBe('附件内容为空');
    expect(validateHomeworkFile(file('a.zip', 10))).toBe(
      '附件仅支持PDF、Word、TXT、JPG、PNG格式',
    );
    expect(validateHomeworkFile(file(`${'名'.repeat(100)}.txt`, 10))).toBe(
      '附件名称不能超过100个字符',
    );
  });
});

describe('hostile homework text', () => {
  it('refuses control and bidi characters, keeps emoji and full-width digits', () => {
    expect(validateHomeworkContent('报告\u0000')).toBe(
      '作业内容不能包含控制字符',
    );
    expect(validateHomeworkContent('报告\u202E告报')).toBe(
      '作业内容不能包含控制字符',
    );
    expect(validateHomeworkContent('x'.repeat(10_000))).toBe(
      '作业内容不能超过5000字',
    );
    expect(validateHomeworkContent('第一段\n\t第二段 １２３ 👍')).toBeNull();
  });
});
