import { useRemoteData } from '@portal/shared/hooks';
import { Alert, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { coursePath } from '../course-catalogue/catalogue.api';
import { CourseAbout, CourseFacts } from '../course-study/course-summary';
import { MissingCourse, PreviewMedia } from './course-preview';
import { MOBILE_COLUMN } from './mobile-layout';
import { fetchOpenCourse } from './open-course.api';
import { StudyButton } from './study-button';

/**
 * A course on a phone (/openCourseDetailMobile?id=, where the share QR code
 * points): one column, the media full width, a large 登录学习 / 进入学习.
 */
export function MobileCoursePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const load = useCallback(() => fetchOpenCourse(id), [id]);
  const detail = useRemoteData(load);

  let body;
  if (detail.status === 'loading') body = <Skeleton active />;
  else if (detail.status === 'error') {
    body = <Alert type="error" showIcon title={detail.message} />;
  } else if (!detail.data) body = <MissingCourse />;
  else {
    const course = detail.data;
    body = (
      <article data-testid="mobile-course-page">
        <Typography.Title level={1} style={{ fontSize: 20, lineHeight: 1.4 }}>
          {course.name}
        </Typography.Title>
        <CourseFacts course={course} />
        <div style={{ margin: '0 0 16px' }}>
          <PreviewMedia course={course} />
        </div>
        <StudyButton studyPath={coursePath(course)} block />
        {/* A video's poster already shows the cover. */}
        <CourseAbout
          course={course}
          withAttachments={false}
          withCover={course.resourceType === 'ARTICLE'}
        />
      </article>
    );
  }
  return <div style={MOBILE_COLUMN}>{body}</div>;
}
