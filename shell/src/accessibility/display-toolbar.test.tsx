import { DISPLAY_PREFS_KEY, NORMAL_DISPLAY } from '@portal/shared/display';
import { setDisplayPrefs } from '@portal/shared/display/modes';
import { appStore, displayPrefsAtom } from '@portal/shared/state';
import { installDomStubs, setWindowWidth } from '@portal/shared/testing';
import { AppProviders } from '@portal/shared/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { DisplayToolbar } from './display-toolbar';
import { uninstallGuideLines } from './guide-lines';

const html = document.documentElement;

function storedCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${DISPLAY_PREFS_KEY}=`));
}

function renderToolbar(onClose = vi.fn()) {
  render(
    <AppProviders>
      <DisplayToolbar open onClose={onClose} />
    </AppProviders>,
  );
  return dialog();
}

/** The dialog as it is now. */
function dialog(): HTMLElement {
  return screen.getByRole('dialog', { name: '无障碍设置' });
}

const control = (role: 'switch' | 'radio' | 'button', name: string) =>
  within(dialog()).getByRole(role, { name });

afterEach(() => {
  act(() => setDisplayPrefs(NORMAL_DISPLAY));
  uninstallGuideLines();
  installDomStubs();
});

describe('无障碍设置', () => {
  it('offers every choice as a labelled control', () => {
    setWindowWidth(1280);
    const dialog = renderToolbar();
    const care = within(dialog).getByRole('switch', { name: '长者模式' });
    expect(care.getAttribute('aria-checked')).toBe('false');
    const hint = document.getElementById(
      care.getAttribute('aria-describedby') ?? '',
    );
    expect(hint?.textContent).toBe('字号加大、按钮加大、减少动画');
    within(dialog).getByRole('switch', { name: '高对比度' });
    const scale = within(dialog).getByRole('radiogroup', { name: '文字大小' });
    expect(
      within(scale)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['标准', '大', '特大']);
    const cursor = within(dialog).getByRole('radiogroup', { name: '鼠标' });
    expect(
      within(cursor)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['默认', '大鼠标', '十字光标']);
    const reading = within(dialog).getByRole('group', { name: '朗读' });
    for (const name of ['指读', '连读全文', '停止朗读'])
      within(reading).getByRole('button', { name });
    within(dialog).getByRole('button', { name: '恢复默认' });
    within(dialog).getByRole('button', { name: '完成' });
  });

  it('长者模式 marks the page at once and keeps the choice on the device', () => {
    renderToolbar();
    fireEvent.click(control('switch', '长者模式'));
    expect(html.hasAttribute('data-care')).toBe(true);
    expect(storedCookie()).toBe(`${DISPLAY_PREFS_KEY}=care`);
    expect(appStore.get(displayPrefsAtom)).toEqual({
      ...NORMAL_DISPLAY,
      care: true,
    });
    expect(control('switch', '长者模式').getAttribute('aria-checked')).toBe(
      'true',
    );
    // The modes' stylesheet is on the page.
    expect(document.getElementById('portal-display-modes')).not.toBeNull();

    fireEvent.click(control('switch', '高对比度'));
    expect(html.hasAttribute('data-contrast')).toBe(true);
    expect(html.hasAttribute('data-care')).toBe(true);
    expect(storedCookie()).toBe(`${DISPLAY_PREFS_KEY}=care.contrast`);

    fireEvent.click(control('switch', '长者模式'));
    expect(html.hasAttribute('data-care')).toBe(false);
    expect(appStore.get(displayPrefsAtom)).toEqual({
      ...NORMAL_DISPLAY,
      contrast: true,
    });
  });

  it('文字大小 特大 sets the page to 150 %', () => {
    const dialog = renderToolbar();
    const scale = within(dialog).getByRole('radiogroup', { name: '文字大小' });
    fireEvent.click(within(scale).getByRole('radio', { name: '特大' }));
    expect(html.getAttribute('data-text-scale')).toBe('150');
    expect(html.style.getPropertyValue('--portal-text-scale')).toBe('1.5');
    expect(appStore.get(displayPrefsAtom).textScale).toBe(150);
    expect(within(scale).getByRole('radio', { name: '特大' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('十字光标 draws guide lines that follow the pointer', async () => {
    setWindowWidth(1280);
    const dialog = renderToolbar();
    const cursor = within(dialog).getByRole('radiogroup', { name: '鼠标' });
    fireEvent.click(within(cursor).getByRole('radio', { name: '十字光标' }));
    expect(html.getAttribute('data-cursor')).toBe('cross');
    const lines = () => document.querySelector('[data-portal-guide-lines]');
    expect(lines()).toBeNull();
    fireEvent.pointerMove(document.body, { clientX: 300, clientY: 200 });
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(lines()?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(within(cursor).getByRole('radio', { name: '默认' }));
    expect(lines()).toBeNull();
    expect(html.hasAttribute('data-cursor')).toBe(false);
  });

  it('hides 鼠标 under 1024 px, where there is no mouse to help', () => {
    setWindowWidth(390);
    const dialog = renderToolbar();
    expect(
      within(dialog).queryByRole('radiogroup', { name: '鼠标' }),
    ).toBeNull();
    within(dialog).getByRole('radiogroup', { name: '文字大小' });
  });

  it('恢复默认 clears every choice, from the page and the device', () => {
    setWindowWidth(1280);
    renderToolbar();
    fireEvent.click(control('switch', '长者模式'));
    fireEvent.click(control('switch', '高对比度'));
    fireEvent.click(control('radio', '大'));
    fireEvent.click(control('radio', '大鼠标'));
    expect(storedCookie()).toBe(
      `${DISPLAY_PREFS_KEY}=care.contrast.t125.large`,
    );

    fireEvent.click(control('button', '恢复默认'));

    for (const name of [
      'data-care',
      'data-contrast',
      'data-text-scale',
      'data-cursor',
    ])
      expect(html.hasAttribute(name), name).toBe(false);
    expect(html.style.getPropertyValue('--portal-text-scale')).toBe('');
    expect(storedCookie()).toBeUndefined();
    expect(localStorage.getItem(DISPLAY_PREFS_KEY)).toBeNull();
    expect(appStore.get(displayPrefsAtom)).toEqual(NORMAL_DISPLAY);
    expect(control('switch', '长者模式').getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(control('switch', '高对比度').getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(control('radio', '标准')).toHaveProperty('checked', true);
    expect(control('radio', '默认')).toHaveProperty('checked', true);
  });

  it('says so and disables 朗读 where the browser cannot speak', () => {
    // jsdom has no speechSynthesis.
    const dialog = renderToolbar();
    within(dialog).getByText('当前浏览器不支持朗读，请使用系统自带的读屏功能');
    for (const name of ['指读', '连读全文', '停止朗读'])
      expect(within(dialog).getByRole('button', { name })).toHaveProperty(
        'disabled',
        true,
      );
  });

  it('完成 closes the dialog', () => {
    const onClose = vi.fn();
    const dialog = renderToolbar(onClose);
    fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
