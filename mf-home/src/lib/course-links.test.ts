import {
  courseLink,
  coursePath,
  mobileCourseUrl,
  openCoursePath,
  sharePath,
} from './course-links';

describe('course addresses', () => {
  it('opens video and image-text courses on their own page', () => {
    expect(coursePath({ id: '1', resourceType: 'VIDEO' })).toBe(
      '/commendIndex/coursedetail?id=1',
    );
    expect(coursePath({ id: '2', resourceType: 'ARTICLE' })).toBe(
      '/commendIndex/coursetextdetail?id=2',
    );
    expect(openCoursePath({ id: '1', resourceType: 'VIDEO' })).toBe(
      '/openCourseDetail?id=1',
    );
    expect(openCoursePath({ id: '2', resourceType: 'ARTICLE' })).toBe(
      '/openCourseTextDetail?id=2',
    );
    expect(courseLink({ id: '2', resourceType: 'ARTICLE' }, true)).toBe(
      '/openCourseTextDetail?id=2',
    );
  });

  it('makes the phone page an absolute address on the given origin', () => {
    expect(mobileCourseUrl('13001', 'http://001-001-043.localhost:8080')).toBe(
      'http://001-001-043.localhost:8080/openCourseDetailMobile?id=13001',
    );
  });

  it('encodes the id', () => {
    expect(sharePath('a b')).toBe('/share?id=a%20b');
    expect(coursePath({ id: 'a&b', resourceType: 'VIDEO' })).toBe(
      '/commendIndex/coursedetail?id=a%26b',
    );
  });
});
