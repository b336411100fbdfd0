import { COURSE_NOT_FOUND, type CourseDetail } from '@portal/shared/contracts';
import { useHomePath } from '@portal/shared/routing';
import { PortalLink } from '@portal/shared/ui';
import { Typography } from 'antd';

import { SafeHtml } from '../../components/safe-html';

/**
 * What a visitor may see of a course: the video (a plain player, nothing is
 * recorded) or the text of an image-text course.
 */
export function PreviewMedia({ course }: { course: CourseDetail }) {
  if (course.resourceType === 'ARTICLE') {
    return (
      <section aria-label="课程正文" style={{ maxWidth: '100%' }}>
        {course.content ? (
          <div
            data-testid="preview-article"
            style={{
              lineHeight: 1.8,
              fontSize: 16,
              overflowWrap: 'anywhere',
              overflowX: 'auto',
            }}
          >
            <SafeHtml html={course.content} className="course-article" />
          </div>
        ) : (
          <Typography.Paragraph type="secondary">暂无内容</Typography.Paragraph>
        )}
      </section>
    );
  }
  return (
    <video
      data-testid="preview-video"
      controls
      playsInline
      preload="metadata"
      src={course.resourcePath}
      poster={course.courseCover || undefined}
      aria-label={`课程视频：${course.name}`}
      style={{
        width: '100%',
        // The player's size from its first paint (16:9, as the lessons
        // are), not the 300×150 of a video whose size is not known yet.
        aspectRatio: '16 / 9',
        maxHeight: 480,
        background: '#000',
        display: 'block',
      }}
    >
      您的浏览器不支持视频播放。
    </video>
  );
}

/** No id, or no such course in this tenant. */
export function MissingCourse() {
  const home = useHomePath();
  return (
    <div data-testid="course-missing" style={{ padding: '48px 0' }}>
      <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center' }}>
        {COURSE_NOT_FOUND}
      </Typography.Title>
      <p style={{ textAlign: 'center' }}>
        <PortalLink href={home}>返回首页</PortalLink>
      </p>
    </div>
  );
}
