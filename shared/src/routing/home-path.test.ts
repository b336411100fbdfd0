import { appStore, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/contracts';
import { AppProviders } from '@portal/shared/ui';
import { act, renderHook } from '@testing-library/react';

import { homePath, useHomePath } from './home-path';

describe('homePath', () => {
  it('is /home for a signed-in learner and /public for a visitor', () => {
    expect(homePath({ id: 'u1' })).toBe('/home');
    expect(homePath(null)).toBe('/public');
    expect(homePath({ id: '' })).toBe('/public');
  });

  it('follows the user as he signs in and out', () => {
    appStore.set(userInfoAtom, null);
    const { result } = renderHook(() => useHomePath(), {
      wrapper: AppProviders,
    });
    expect(result.current).toBe('/public');
    act(() => appStore.set(userInfoAtom, { id: 'u1' } as UserInfo));
    expect(result.current).toBe('/home');
    act(() => appStore.set(userInfoAtom, null));
    expect(result.current).toBe('/public');
  });
});
