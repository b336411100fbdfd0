import {
  clearLocalStorage,
  detectDeviceType,
  firstTimeInSession,
  hasTokenCookie,
  inAppWebview,
} from './session-state';

describe('session state helpers', () => {
  it('detects the app webview device type', () => {
    expect(
      detectDeviceType('?deviceType=ios', 'Mozilla/5.0 (Linux; Android 14)'),
    ).toBe('ios');
    expect(detectDeviceType('', 'Mozilla/5.0 (Linux; Android 14)')).toBe(
      'android',
    );
    expect(
      detectDeviceType('', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)'),
    ).toBe('ios');
    expect(detectDeviceType('', 'Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });

  it('knows the app webview by the device type kept in the session', () => {
    sessionStorage.clear();
    expect(inAppWebview()).toBe(false);
    sessionStorage.setItem('deviceType', 'ios');
    expect(inAppWebview()).toBe(true);
    sessionStorage.setItem('deviceType', 'android');
    expect(inAppWebview()).toBe(true);
    sessionStorage.setItem('deviceType', 'desktop');
    expect(inAppWebview()).toBe(false);
    sessionStorage.clear();
  });

  it('answers true once per session', () => {
    sessionStorage.clear();
    expect(firstTimeInSession('k')).toBe(true);
    expect(firstTimeInSession('k')).toBe(false);
  });

  it('clears local storage but keeps the visitor fingerprint', () => {
    localStorage.setItem('deviceFingerprint', 'abc');
    localStorage.setItem('other', 'x');
    localStorage.setItem('studyProgressQueue', '[]');
    clearLocalStorage();
    expect(localStorage.getItem('studyProgressQueue')).toBe('[]');
    expect(localStorage.getItem('deviceFingerprint')).toBe('abc');
    expect(localStorage.getItem('other')).toBeNull();
  });

  it('finds the Token cookie', () => {
    expect(hasTokenCookie('a=1; Token=xyz')).toBe(true);
    expect(hasTokenCookie('MyToken=1')).toBe(false);
  });
});
