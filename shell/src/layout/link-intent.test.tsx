import { fireEvent, render, screen } from '@testing-library/react';

import { LINK_INTENT_MS, useLinkIntent } from './link-intent';

function Menu({ onLinkIntent }: { onLinkIntent: (href: string) => void }) {
  const intent = useLinkIntent(onLinkIntent);
  return (
    <nav>
      <a href="/a" {...intent('/a')}>
        甲
      </a>
      <a href="/b" {...intent('/b')}>
        乙
      </a>
    </nav>
  );
}

describe('useLinkIntent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the link the pointer or the focus rests on, not the ones passed over', () => {
    const onLinkIntent = vi.fn();
    render(<Menu onLinkIntent={onLinkIntent} />);
    const [first, second] = [screen.getByText('甲'), screen.getByText('乙')];
    fireEvent.mouseEnter(first);
    vi.advanceTimersByTime(LINK_INTENT_MS - 10);
    fireEvent.mouseLeave(first);
    fireEvent.focus(second);
    vi.advanceTimersByTime(LINK_INTENT_MS - 10);
    expect(onLinkIntent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(onLinkIntent.mock.calls).toEqual([['/b']]);
  });
});
