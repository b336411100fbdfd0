import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView } from '@portal/shared/ui';
import { Typography } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { CourseAbout, CourseFacts } from '../../components/course-summary';
import { fetchOpenCourse } from '../../lib/course-detail.api';
import { coursePath } from '../../lib/course-links';
import { MissingCourse, PreviewMedia } from './course-preview';
import { MOBILE_COLUMN } from './mobile-layout';
import { StudyButton } from './study-button';

/**
 * A course on a phone (/openCourseDetailMobile?id=, where the share QR code
 * points): one column, the media full width, a large 登录学习 / 进入学习.
 */
export function MobileCoursePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const load = useCallback(() => fetchOpenCourse(id), [id]);
  const detail = useRemoteData(load, `open-course:${id}`);

  return (
    <div style={MOBILE_COLUMN}>
      <AsyncView data={detail}>
        {(course) =>
          course ? (
            <article data-testid="mobile-course-page">
              <Typography.Title
                level={1}
                style={{ fontSize: 20, lineHeight: 1.4 }}
              >
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
          ) : (
            <MissingCourse />
          )
        }
      </AsyncView>
    </div>
  );
}
