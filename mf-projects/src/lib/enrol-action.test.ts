import { classPaths, coursePath, enrolActionFor } from './enrol-action';

const base = {
  signedIn: true,
  enrollStatus: 'NONE' as const,
  status: 'IN_PROGRESS' as const,
  enrollMode: 'OPEN' as const,
};

describe('enrolActionFor', () => {
  it('offers 报名 for an open class and the code form for a code class', () => {
    expect(enrolActionFor(base)).toBe('open');
    expect(enrolActionFor({ ...base, enrollMode: 'CODE' })).toBe('code');
    expect(enrolActionFor({ ...base, status: 'NOT_STARTED' })).toBe('open');
  });

  it('never offers self-enrolment for assigned or ended classes', () => {
    expect(enrolActionFor({ ...base, enrollMode: 'ASSIGNED' })).toBe(
      'assigned',
    );
    expect(enrolActionFor({ ...base, status: 'ENDED' })).toBe('ended');
    expect(
      enrolActionFor({ ...base, signedIn: false, enrollMode: 'ASSIGNED' }),
    ).toBe('assigned');
  });

  it('shows the caller’s own state first', () => {
    expect(
      enrolActionFor({ ...base, enrollStatus: 'ENROLLED', status: 'ENDED' }),
    ).toBe('enrolled');
    expect(enrolActionFor({ ...base, enrollStatus: 'PENDING' })).toBe(
      'pending',
    );
  });

  it('asks a visitor to sign in to enrol', () => {
    expect(enrolActionFor({ ...base, signedIn: false })).toBe('login');
    expect(
      enrolActionFor({ ...base, signedIn: false, enrollMode: 'CODE' }),
    ).toBe('login');
  });
});

describe('paths', () => {
  it('sends visitors to the open pages', () => {
    expect(classPaths('T 1', false).members).toBe('/openBjcy?id=T%201');
    expect(classPaths('T1', true).members).toBe('/projectDetailBjcy?id=T1');
    expect(classPaths('T1', true).enrolQr).toBe('/enrollmentQrCode?id=T1');
    expect(coursePath({ id: '13009', resourceType: 'ARTICLE' }, false)).toBe(
      '/openCourseTextDetail?id=13009',
    );
    expect(coursePath({ id: '13010', resourceType: 'VIDEO' }, false)).toBe(
      '/openCourseDetail?id=13010',
    );
    expect(coursePath({ id: '13010', resourceType: 'VIDEO' }, true)).toBe(
      '/commendIndex/coursedetail?id=13010',
    );
  });
});
