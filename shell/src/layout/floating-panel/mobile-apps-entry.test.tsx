import type { AppVersion } from '@portal/shared/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { QR_HOVER_DELAY_MS } from './app-qr-codes';
import { MobileAppsEntry } from './floating-panel';

const apps: AppVersion[] = [
  { type_dict: 'android', qrCodeUrl: '/qr/android.png', version: '3.1.0' },
  { type_dict: 'ios', qrCodeUrl: '/qr/ios.png', version: '3.1.0' },
];

/** Lets the timers run and the popover's code (already fetched) arrive. */
async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const codes = () =>
  screen.queryByRole('img', { name: 'Android 客户端下载二维码' });

describe('移动端 on a wide screen', () => {
  beforeAll(async () => {
    // The popover's chunk is at hand, as on a fast connection: only the
    // delay can hold the codes back.
    await import('./apps-popover');
  });
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a pointer passing over it on its way elsewhere opens nothing', async () => {
    render(<MobileAppsEntry apps={apps} compact={false} />);
    const button = screen.getByRole('button', { name: '移动端' });
    fireEvent.pointerEnter(button);
    await wait(QR_HOVER_DELAY_MS - 100);
    fireEvent.pointerLeave(button);
    await wait(QR_HOVER_DELAY_MS * 4);
    expect(codes()).toBeNull();
  });

  it('the first hover opens the codes after the same 500 ms delay as later ones', async () => {
    render(<MobileAppsEntry apps={apps} compact={false} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: '移动端' }));
    await wait(QR_HOVER_DELAY_MS - 1);
    expect(codes()).toBeNull();
    await wait(1);
    expect(codes()).not.toBeNull();
    expect(QR_HOVER_DELAY_MS).toBe(500);
  });

  it('a click or Enter opens them at once and keeps the focus on the button', async () => {
    render(<MobileAppsEntry apps={apps} compact={false} />);
    const button = screen.getByRole('button', { name: '移动端' });
    fireEvent.focus(button);
    await wait(QR_HOVER_DELAY_MS * 2);
    // A focus alone (tabbing through the panel) opens nothing.
    expect(codes()).toBeNull();
    fireEvent.click(button);
    await wait(0);
    expect(codes()).not.toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: '移动端' }),
    );
  });
});
