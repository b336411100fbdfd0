import { NORMAL_DISPLAY } from '@portal/shared/display';
import { appStore, displayPrefsAtom } from '@portal/shared/state';
import { fireEvent } from '@testing-library/react';

import { installGuideLines, uninstallGuideLines } from './guide-lines';

const lines = () =>
  document.querySelectorAll<HTMLElement>('[data-portal-guide-lines]');
const nextFrame = () =>
  new Promise((done) => requestAnimationFrame(() => done(undefined)));
const cursor = (aid: 'none' | 'cross') =>
  appStore.set(displayPrefsAtom, { ...NORMAL_DISPLAY, cursor: aid });

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    value: width,
  });
}

beforeEach(() => setWidth(1280));
afterEach(() => {
  uninstallGuideLines();
  cursor('none');
});

describe('十字光标 guide lines', () => {
  it('draw nothing until the pointer moves, then cross at the pointer', async () => {
    cursor('cross');
    installGuideLines();
    installGuideLines();
    expect(lines()).toHaveLength(0);

    fireEvent.pointerMove(document.body, { clientX: 300, clientY: 120 });
    await nextFrame();
    expect(lines()).toHaveLength(1);
    const root = lines()[0]!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.style.position).toBe('fixed');
    expect(root.style.pointerEvents).toBe('none');
    const [across, down] = [...root.children] as HTMLElement[];
    expect(across!.style.height).toBe('2px');
    expect(across!.style.transform).toBe('translateY(119px)');
    expect(down!.style.width).toBe('2px');
    expect(down!.style.transform).toBe('translateX(299px)');
  });

  it('hide for a finger and under 1024 px', async () => {
    cursor('cross');
    installGuideLines();
    fireEvent.pointerMove(document.body, { clientX: 10, clientY: 10 });
    await nextFrame();
    expect(lines()[0]!.hidden).toBe(false);

    fireEvent.pointerMove(document.body, { pointerType: 'touch' });
    expect(lines()[0]!.hidden).toBe(true);

    setWidth(800);
    fireEvent.pointerMove(document.body, { clientX: 20, clientY: 20 });
    await nextFrame();
    expect(lines()[0]!.hidden).toBe(true);
  });

  it('follow the choice: gone when it changes, back when it returns', async () => {
    installGuideLines();
    fireEvent.pointerMove(document.body, { clientX: 10, clientY: 10 });
    await nextFrame();
    expect(lines()).toHaveLength(0);

    cursor('cross');
    fireEvent.pointerMove(document.body, { clientX: 10, clientY: 10 });
    await nextFrame();
    expect(lines()).toHaveLength(1);

    cursor('none');
    expect(lines()).toHaveLength(0);
    fireEvent.pointerMove(document.body, { clientX: 10, clientY: 10 });
    await nextFrame();
    expect(lines()).toHaveLength(0);
  });
});
