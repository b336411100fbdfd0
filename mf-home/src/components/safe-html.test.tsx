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

describe('sanitizeHtml on small screens', () => {
  it('lets images shrink and puts a table in a scroller of its own', () => {
    const clean = sanitizeHtml(
      '<p><img src="/a.png" width="1200" style="width:1200px"></p><table><tr><td>甲</td></tr></table>',
    );
    const box = document.createElement('div');
    box.innerHTML = clean;
    const image = box.querySelector('img');
    expect(image?.style.maxWidth).toBe('100%');
    expect(image?.style.width).toBe('');
    const table = box.querySelector('table');
    expect(table?.parentElement?.style.overflowX).toBe('auto');
    expect(table?.textContent).toBe('甲');
  });
});
