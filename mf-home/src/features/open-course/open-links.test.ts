import { loginAddress, redirectToLogin } from '@portal/shared/routing';
import type * as Routing from '@portal/shared/routing';

import {
  mobileCourseUrl,
  openCoursePath,
  startStudy,
  studyReturnAddress,
} from './open-links';

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

describe('open course addresses', () => {
  it('opens video and image-text courses on their own open page', () => {
    expect(openCoursePath({ id: '1', resourceType: 'VIDEO' })).toBe(
      '/openCourseDetail?id=1',
    );
    expect(openCoursePath({ id: '2', resourceType: 'ARTICLE' })).toBe(
      '/openCourseTextDetail?id=2',
    );
  });

  it('makes absolute addresses on the given origin', () => {
    expect(mobileCourseUrl('13001', 'http://001-001-043.localhost:8080')).toBe(
      'http://001-001-043.localhost:8080/openCourseDetailMobile?id=13001',
    );
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
