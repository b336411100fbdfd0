import { renderHook, waitFor } from '@testing-library/react';

import { provideFirstScreenData } from './first-screen';
import { useRemoteData } from './use-remote-data';

afterEach(() => provideFirstScreenData({}));

describe('useRemoteData with the answers a page came with', () => {
  it('a visitor’s view starts from the answer and loads nothing', async () => {
    provideFirstScreenData({ 'courses:1': ['drawn'] });
    const load = vi.fn(() => Promise.resolve(['loaded']));
    const { result } = renderHook(() => useRemoteData(load, 'courses:1'));
    expect(result.current).toEqual({ status: 'ready', data: ['drawn'] });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('a learner’s view shows the visitor’s answer, then his own, with no loading state between', async () => {
    provideFirstScreenData({ 'courses:1': ['drawn'] }, { forVisitor: true });
    let answer: (value: string[]) => void = () => undefined;
    const load = vi.fn(
      () => new Promise<string[]>((resolve) => (answer = resolve)),
    );
    const { result } = renderHook(() => useRemoteData(load, 'courses:1'));
    expect(result.current).toEqual({ status: 'ready', data: ['drawn'] });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(result.current).toEqual({ status: 'ready', data: ['drawn'] });
    answer(['his own']);
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', data: ['his own'] }),
    );
  });

  it('a learner’s failed load keeps the visitor’s answer on the page', async () => {
    provideFirstScreenData({ 'courses:1': ['drawn'] }, { forVisitor: true });
    const load = vi.fn(() => Promise.reject(new Error('网络异常')));
    const { result } = renderHook(() => useRemoteData(load, 'courses:1'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(result.current).toEqual({ status: 'ready', data: ['drawn'] });
  });
});
