import { render } from '@testing-library/react';

import { SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links but keeps the text', () => {
    const dirty =
      '<p>请注意<img src=x onerror=alert(1)>安全</p><script>alert(2)</script><a href="javascript:alert(3)">链接</a><a href="https://example.gov.cn">官网</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/onerror|<script|javascript:/i);
    expect(clean).toContain('请注意');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('renders the cleaned markup', () => {
    const { container } = render(
      <SafeHtml html={'<b>粗体</b><svg onload=alert(1)></svg>'} />,
    );
    expect(container.querySelector('b')?.textContent).toBe('粗体');
    expect(container.innerHTML).not.toContain('onload');
  });
});
