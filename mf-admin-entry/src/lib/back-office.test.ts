import type { ProjectConfig, PendingWindow } from '@portal/shared/contracts';

import { backOfficeUrl, openBackOffice, sendToBackOffice } from './back-office';

const project: ProjectConfig = {
  loginUrl: 'http://127.0.0.1:3000/sso/login',
  logoutUrl: 'http://127.0.0.1:3000/sso/logout',
  vpnLoginUrl: 'http://127.0.0.1:3000/sso/vpn-login',
};

describe('back office', () => {
  it('prefers the server address, then adminUrl, then vpnLoginUrl', () => {
    const withAdmin = { ...project, adminUrl: 'http://admin.example/' };
    expect(backOfficeUrl(withAdmin, 'http://server.example/')).toBe(
      'http://server.example/',
    );
    expect(backOfficeUrl(withAdmin, null)).toBe('http://admin.example/');
    expect(backOfficeUrl(project)).toBe(project.vpnLoginUrl);
  });

  it('opens a new window without an opener', () => {
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    openBackOffice('http://admin.example/');
    expect(open).toHaveBeenCalledWith('http://admin.example/', '_blank');
    expect(opened.opener).toBeNull();
    open.mockRestore();
  });

  const tokenUser = { loginBy: 'token', accessToken: 'AT-7' } as const;

  function pendingWindow() {
    return {
      go: vi.fn(),
      close: vi.fn(),
      post: vi.fn(),
    } satisfies Required<PendingWindow>;
  }

  it('hands a token user’s access token on by POST, never in the address', () => {
    const target = pendingWindow();
    sendToBackOffice(target, 'http://admin.example/', tokenUser);
    expect(target.post).toHaveBeenCalledWith('http://admin.example/', {
      accessToken: 'AT-7',
    });
    expect(target.go).not.toHaveBeenCalled();
  });

  it('sends other users there without a token', () => {
    const target = pendingWindow();
    sendToBackOffice(target, 'http://admin.example/', {
      loginBy: 'password',
      accessToken: 'AT-7',
    });
    expect(target.go).toHaveBeenCalledWith('http://admin.example/');
    expect(target.post).not.toHaveBeenCalled();
  });

  it('goes there without the token through a window that cannot POST', () => {
    const go = vi.fn();
    sendToBackOffice(
      { go, close: vi.fn() },
      'http://admin.example/',
      tokenUser,
    );
    expect(go).toHaveBeenCalledWith('http://admin.example/');
  });

  it('opens a blank window and POSTs the token from it for a token user', () => {
    const doc = document.implementation.createHTMLDocument('');
    const opened = {
      opener: window,
      closed: false,
      location: { href: '' },
      document: doc,
    } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const actions: string[] = [];
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(function (this: HTMLFormElement) {
        actions.push(
          `${this.method} ${this.action} ${new URLSearchParams(
            new FormData(this) as unknown as Record<string, string>,
          ).toString()}`,
        );
      });
    openBackOffice('http://admin.example/', tokenUser);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(actions).toEqual(['post http://admin.example/ accessToken=AT-7']);
    expect(opened.location.href).toBe('');
    submit.mockRestore();
    open.mockRestore();
  });
});
