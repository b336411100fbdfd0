import { appStore, projectConfigAtom } from '@portal/shared/state';
import { afterEach, describe, expect, it } from 'vitest';

import { loginAddress } from './login-address';

afterEach(() => appStore.set(projectConfigAtom, null));

function returnAddressOf(address: string | null): string | null {
  return address ? new URL(address).searchParams.get('redirect') : null;
}

describe('loginAddress', () => {
  it('is null before the project configuration is known', () => {
    expect(loginAddress()).toBeNull();
  });

  it('asks the SSO page to come back to the portal address', () => {
    appStore.set(projectConfigAtom, {
      loginUrl: 'http://sso.example/sso/login',
      logoutUrl: 'http://sso.example/sso/logout',
      vpnLoginUrl: 'http://sso.example/sso/vpn-login',
    });
    const here = `${location.origin}/projectIndex?x=1`;
    const address = loginAddress(here);
    expect(address).toMatch(/^http:\/\/sso\.example\/sso\/login\?redirect=/);
    expect(returnAddressOf(address)).toBe(here);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('never asks it to go to %s', (returnTo) => {
    appStore.set(projectConfigAtom, {
      loginUrl: 'http://sso.example/sso/login',
      logoutUrl: '',
      vpnLoginUrl: '',
    });
    expect(returnAddressOf(loginAddress(returnTo))).toBe(
      `${location.origin}/index`,
    );
  });
});
