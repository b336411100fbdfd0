import { safeHref } from '.';

describe('safeHref', () => {
  it('keeps relative, http(s), mailto: and tel: links', () => {
    for (const url of [
      '/informationDetail?id=1',
      'informationDetail?id=1',
      '?k=1',
      '#top',
      'http://example.com/a',
      'HTTPS://example.com/a',
      '//cdn.example.com/x.pdf',
      'mailto:office@example.com',
      'tel:010-12345678',
    ]) {
      expect(safeHref(url)).toBe(url);
    }
    expect(safeHref('  /index  ')).toBe('/index');
  });

  it('drops script, data and other schemes however they are written', () => {
    for (const url of [
      "javascript:alert('x')",
      " JavaScript:alert('x')",
      "java\tscript:alert('x')",
      "java\nscript:alert('x')",
      "\u0001javascript:alert('x')",
      'data:text/html;base64,PHNjcmlwdD4=',
      "vbscript:msgbox('x')",
      'file:///etc/passwd',
      'blob:http://example.com/1',
      'http://[broken',
    ]) {
      expect(safeHref(url), JSON.stringify(url)).toBeUndefined();
    }
  });

  it('gives undefined for nothing', () => {
    for (const url of [undefined, null, '', '   ']) {
      expect(safeHref(url)).toBeUndefined();
    }
  });
});
