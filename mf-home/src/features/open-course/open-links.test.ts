import { loginAddress, redirectToLogin } from '@portal/shared/routing';
import type * as Routing from '@portal/shared/routing';

import { startStudy, studyReturnAddress } from './open-links';

vi.mock('@portal/shared/routing', async (importOriginal) => ({
  ...(await importOriginal<typeof Routing>()),
  loginAddress: vi.fn(),
  redirectToLogin: vi.fn(),
}));

const loginAddressMock = vi.mocked(loginAddress);
const redirectMock = vi.mocked(redirectToLogin);

beforeEach(() => {
  loginAddressMock.mockReset();
  redirectMock.mockReset();
  window.history.replaceState(null, '', '/openCourseDetail?id=1');
});

describe('studyReturnAddress', () => {
  it('makes absolute addresses on the given origin', () => {
    expect(
      studyReturnAddress(
        '/commendIndex/coursetextdetail?id=13003',
        'http://localhost:8080',
      ),
    ).toBe('http://localhost:8080/commendIndex/coursetextdetail?id=13003');
    expect(studyReturnAddress('/commendIndex/coursedetail?id=9')).toBe(
      `${window.location.origin}/commendIndex/coursedetail?id=9`,
    );
  });
});

describe('startStudy', () => {
  const study = '/commendIndex/coursedetail?id=13001';

  it('sends a visitor to sign in, coming back to the study page', () => {
    loginAddressMock.mockReturnValue('http://sso/login?redirect=x');
    startStudy(study, false);
    const back = `${window.location.origin}${study}`;
    expect(loginAddressMock).toHaveBeenCalledWith(back);
    expect(redirectMock).toHaveBeenCalledWith(back);
    expect(window.location.pathname).toBe('/openCourseDetail');
  });

  it('takes a signed-in learner straight to the study page', () => {
    startStudy(study, true);
    expect(redirectMock).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe(study);
  });

  it('lets the study page ask for sign-in when no login address is known yet', () => {
    loginAddressMock.mockReturnValue(null);
    startStudy(study, false);
    expect(redirectMock).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe(study);
  });
});
