import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { AppProviders } from '@portal/shared/ui';

import { type PageTab, PageTabs } from './page-tabs';

type Key = 'a' | 'b' | 'c';
const TABS: readonly PageTab<Key>[] = [
  { key: 'a', label: '第一' },
  { key: 'b', label: '第二' },
  { key: 'c', label: '第三' },
];

function Harness({ onChange }: { onChange?: (key: Key) => void }) {
  const [active, setActive] = useState<Key>('a');
  return (
    <AppProviders>
      <PageTabs
        tabs={TABS}
        active={active}
        onChange={(key) => {
          onChange?.(key);
          setActive(key);
        }}
        label="示例"
      >
        <p>{`内容${active}`}</p>
      </PageTabs>
    </AppProviders>
  );
}

afterEach(cleanup);

const tab = (name: string) => screen.getByRole('tab', { name });

describe('PageTabs', () => {
  it('is a tab list whose chosen tab labels the one panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '示例' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('第一').getAttribute('aria-selected')).toBe('true');
    expect(tab('第二').getAttribute('aria-selected')).toBe('false');
    // One tab stop for the list; the others are reached with the arrows.
    expect(tab('第一').tabIndex).toBe(0);
    expect(tab('第二').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: '第一' });
    expect(panel.textContent).toBe('内容a');
    expect(tab('第一').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('第二').hasAttribute('aria-controls')).toBe(false);
  });

  it('chooses a tab on click and with the arrow, Home and End keys', () => {
    const chosen: Key[] = [];
    render(<Harness onChange={(key) => chosen.push(key)} />);
    fireEvent.click(tab('第二'));
    expect(screen.getByRole('tabpanel').textContent).toBe('内容b');

    fireEvent.keyDown(tab('第二'), { key: 'ArrowRight' });
    expect(tab('第三').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('第三'));
    // The arrows wrap around at the ends.
    fireEvent.keyDown(tab('第三'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('第一'));
    fireEvent.keyDown(tab('第一'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('第三'));
    fireEvent.keyDown(tab('第三'), { key: 'Home' });
    fireEvent.keyDown(tab('第一'), { key: 'End' });
    fireEvent.keyDown(tab('第三'), { key: 'x' });
    expect(chosen).toEqual(['b', 'c', 'a', 'c', 'a', 'c']);
    expect(screen.getByRole('tabpanel', { name: '第三' }).textContent).toBe(
      '内容c',
    );
  });
});
