import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, BORDER_SUBTLE, PortalLink } from '@portal/shared/ui';
import { Card, Col, Row, Typography } from 'antd';
import { useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

import { CourseAbout, CourseFacts } from '../../components/course-summary';
import { TOUCH_LINK, useCompactLayout } from '../../lib/compact-layout';
import { fetchOpenCourse } from '../../lib/course-detail.api';
import { coursePath, sharePath } from '../../lib/course-links';
import { MissingCourse, PreviewMedia } from './course-preview';
import { StudyButton } from './study-button';

/** What each open address calls its page (breadcrumb). */
const PAGE_LABELS: Record<string, string> = {
  '/openNewGoodCourseDetail': '精品课程',
  '/openSeeView': '课程预览',
};

/**
 * A course anyone may open (/openCourseDetail, /openCourseTextDetail,
 * /openNewGoodCourseDetail, /openSeeView ?id=): its facts, a preview (the
 * video or the text; no hours are recorded) and 登录学习 / 进入学习, which
 * leads to the study page of the course.
 */
export function OpenCoursePage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id')?.trim() ?? '';
  const load = useCallback(() => fetchOpenCourse(id), [id]);
  const detail = useRemoteData(load, `open-course:${id}`);
  const compact = useCompactLayout();

  return (
    <AsyncView data={detail}>
      {(course) => {
        if (!course) return <MissingCourse />;
        const isArticle = course.resourceType === 'ARTICLE';
        const label =
          PAGE_LABELS[pathname] ?? (isArticle ? '图文课程' : '课程详情');
        return (
          <article data-testid="open-course-page">
            <nav aria-label="面包屑" style={{ marginBottom: 8 }}>
              <PortalLink href="/index">首页</PortalLink>
              <span aria-hidden="true"> / </span>
              <span>{label}</span>
            </nav>
            <Typography.Title level={1} style={{ fontSize: 22 }}>
              {course.name}
            </Typography.Title>
            <CourseFacts course={course} />
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={16}>
                <Card styles={{ body: { padding: isArticle ? 24 : 0 } }}>
                  <PreviewMedia course={course} />
                </Card>
              </Col>
              <Col xs={24} lg={8}>
                <div
                  style={{
                    display: 'grid',
                    gap: 12,
                    border: `1px solid ${BORDER_SUBTLE}`,
                    borderRadius: 8,
                    padding: 16,
                    background: '#fafafa',
                  }}
                >
                  <StudyButton studyPath={coursePath(course)} block />
                  <Typography.Paragraph style={{ margin: 0 }}>
                    {course.hoursRule}
                  </Typography.Paragraph>
                  <Link
                    to={sharePath(course.id)}
                    style={
                      compact
                        ? { ...TOUCH_LINK, justifySelf: 'start' }
                        : undefined
                    }
                  >
                    分享
                  </Link>
                </div>
              </Col>
            </Row>
            <CourseAbout course={course} withAttachments={false} />
          </article>
        );
      }}
    </AsyncView>
  );
}
