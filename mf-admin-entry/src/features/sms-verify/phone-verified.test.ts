import { appStore, userInfoAtom } from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/contracts';

import {
  isPhoneVerified,
  markPhoneVerified,
  PHONE_VERIFIED_KEY,
} from './phone-verified';

describe('phone verification flag', () => {
  beforeEach(() => {
    sessionStorage.clear();
    appStore.set(userInfoAtom, null);
  });

  it('sets the session flag and check on the loaded user', () => {
    appStore.set(userInfoAtom, {
      id: 'u1',
      check: false,
      name: '张管理',
    } as UserInfo);
    expect(isPhoneVerified()).toBe(false);

    markPhoneVerified();

    expect(sessionStorage.getItem(PHONE_VERIFIED_KEY)).toBe('true');
    expect(isPhoneVerified()).toBe(true);
    expect(appStore.get(userInfoAtom)).toMatchObject({
      id: 'u1',
      check: true,
      name: '张管理',
    });
  });

  it('works without a loaded user', () => {
    markPhoneVerified();
    expect(isPhoneVerified()).toBe(true);
    expect(appStore.get(userInfoAtom)).toBeNull();
  });
});
