import { NORMAL_DISPLAY } from '@portal/shared/display';
import { setDisplayPrefs } from '@portal/shared/display/modes';
import { appStore, displayPrefsAtom } from '@portal/shared/state';
import { AppProviders } from '@portal/shared/ui';
import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';

import { CareModeRow } from './care-mode-row';
import { DisplaySwitch, TOOLBAR_LOAD_FAILED } from './display-switch';
import { uninstallGuideLines } from './guide-lines';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../ui/feedback', () => ({ notify }));

/** How many times the dialog's code fails to load before it loads. */
const chunk = vi.hoisted(() => ({ failures: 0, loads: 0 }));
vi.mock('./display-toolbar', async (importOriginal) => {
  chunk.loads += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new Error('Loading chunk display-toolbar failed');
  }
  return importOriginal();
});

const dialog = () => screen.queryByRole('dialog', { name: '无障碍设置' });

afterEach(() => {
  act(() => setDisplayPrefs(NORMAL_DISPLAY));
  uninstallGuideLines();
  notify.mockClear();
});

describe('无障碍 when its code cannot be fetched', () => {
  // First in the file: the dialog's code is not loaded yet.
  it('says so, stays usable, and fetches it again at the next click', async () => {
    chunk.failures = 1;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders>
        <DisplaySwitch compact={false} />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: '无障碍' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', TOOLBAR_LOAD_FAILED),
    );
    expect(TOOLBAR_LOAD_FAILED).toBe('无障碍工具加载失败，请重试');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(dialog()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(
      await screen.findByRole('dialog', { name: '无障碍设置' }),
    ).not.toBeNull();
    expect(chunk.loads).toBe(2);
  });
});

describe('无障碍 in the header', () => {
  it('is a button named 无障碍 that opens 无障碍设置 and takes the focus back', async () => {
    render(
      <AppProviders>
        <DisplaySwitch compact={false} />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: '无障碍' });
    expect(button.textContent).toBe('无障碍');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    // A double click while the code arrives opens one dialog.
    fireEvent.click(button);
    fireEvent.click(button);
    const opened = await screen.findByRole('dialog', { name: '无障碍设置' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    within(opened).getByRole('switch', { name: '长者模式' });

    fireEvent.click(within(opened).getByRole('button', { name: '完成' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('is a 44 × 44 icon on the compact bar, named by its label', async () => {
    render(
      <AppProviders>
        <DisplaySwitch compact />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: '无障碍' });
    expect(button.getAttribute('aria-label')).toBe('无障碍');
    expect(button.textContent).toBe('');
    expect(button.style.width).toBe('44px');
    expect(button.style.height).toBe('44px');
    fireEvent.click(button);
    expect(
      await screen.findByRole('dialog', { name: '无障碍设置' }),
    ).not.toBeNull();
  });

  // antd draws a root anew when the theme's `motion` token changes, so the
  // modes leave it alone (their stylesheet stops the motion instead).
  it('keeps the dialog open, and the focus on 长者模式, when it is switched on', async () => {
    render(
      <AppProviders>
        <DisplaySwitch compact={false} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '无障碍' }));
    const care = within(
      await screen.findByRole('dialog', { name: '无障碍设置' }),
    ).getByRole('switch', { name: '长者模式' });
    care.focus();
    fireEvent.click(care);
    expect(document.documentElement.hasAttribute('data-care')).toBe(true);
    expect(dialog()).not.toBeNull();
    expect(document.activeElement).toBe(care);
  });
});

describe('the 我的 drawer rows', () => {
  it('长者模式 says whether it is on and switches the care mode', async () => {
    render(
      <AppProviders>
        <CareModeRow />
      </AppProviders>,
    );
    const care = () => screen.getByRole('button', { name: '长者模式' });
    expect(care().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(care());
    await waitFor(() =>
      expect(document.documentElement.hasAttribute('data-care')).toBe(true),
    );
    expect(appStore.get(displayPrefsAtom).care).toBe(true);
    await waitFor(() =>
      expect(care().getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(care());
    await waitFor(() =>
      expect(document.documentElement.hasAttribute('data-care')).toBe(false),
    );
    await waitFor(() =>
      expect(care().getAttribute('aria-pressed')).toBe('false'),
    );
  });

  it('无障碍设置 opens the dialog', async () => {
    render(
      <AppProviders>
        <CareModeRow />
      </AppProviders>,
    );
    const settings = screen.getByRole('button', { name: '无障碍设置' });
    expect(settings.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(settings);
    await screen.findByRole('dialog', { name: '无障碍设置' });
    expect(settings.getAttribute('aria-expanded')).toBe('true');
  });
});
