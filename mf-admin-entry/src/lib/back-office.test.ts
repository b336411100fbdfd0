import type { ProjectConfig } from '@portal/shared/types';

import { backOfficeUrl, openBackOffice } from './back-office';

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
});
