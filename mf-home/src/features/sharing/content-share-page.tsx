import type { CourseDetail } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import {
  App,
  Button,
  Card,
  Col,
  Input,
  type InputRef,
  QRCode,
  Row,
  Space,
  Typography,
} from 'antd';
import { useCallback, useId, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { CourseFacts } from '../../components/course-summary';
import {
  PRIMARY_TOUCH,
  TOUCH_LINK,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import { fetchOpenCourse } from '../../lib/course-detail.api';
import { mobileCourseUrl, openCoursePath } from '../../lib/course-links';
import { usePageOrigin } from '../../lib/page-origin';
import { copyText } from './copy-text';
import { ERROR_SHARE_PATH } from './share-links';

export const COPIED_TEXT = '链接已复制';
export const COPY_FAILED_TEXT = '无法访问剪贴板，请手动复制链接';

function ShareBox({ url }: { url: string }) {
  const headingId = useId();
  const fieldId = useId();
  const field = useRef<InputRef>(null);
  const { message } = App.useApp();
  const compact = useCompactLayout();
  const cardStyles = useCardStyles();
  const copy = async () => {
    if (await copyText(url, field.current?.input)) {
      void message.success(COPIED_TEXT);
    } else {
      field.current?.select();
      void message.warning(COPY_FAILED_TEXT);
    }
  };
  return (
    <Card styles={cardStyles}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
          扫码分享
        </h2>
        <div
          role="img"
          aria-label={`课程二维码：${url}`}
          style={{ display: 'flex', justifyContent: 'center' }}
        >
          <QRCode type="svg" value={url} size={180} bordered={false} />
        </div>
        <Typography.Paragraph
          type="secondary"
          style={{ textAlign: 'center', marginTop: 8 }}
        >
          用手机扫描二维码查看课程
        </Typography.Paragraph>
        <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 4 }}>
          分享链接
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id={fieldId}
            ref={field}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            size={compact ? 'large' : undefined}
          />
          <Button
            type="primary"
            onClick={() => void copy()}
            size={compact ? 'large' : undefined}
            style={compact ? PRIMARY_TOUCH : undefined}
          >
            复制链接
          </Button>
        </Space.Compact>
      </section>
    </Card>
  );
}

function CourseSummaryCard({ course }: { course: CourseDetail }) {
  const compact = useCompactLayout();
  const cardStyles = useCardStyles();
  return (
    <Card
      styles={cardStyles}
      cover={
        <img
          src={course.courseCover}
          alt={course.name}
          style={{ maxHeight: 260, objectFit: 'cover' }}
        />
      }
    >
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {course.name}
      </Typography.Title>
      <CourseFacts course={course} />
      <Typography.Paragraph
        ellipsis={{ rows: 3 }}
        style={{ whiteSpace: 'pre-line' }}
      >
        {course.introduction || '暂无简介'}
      </Typography.Paragraph>
      <PortalLink
        href={openCoursePath(course)}
        style={compact ? TOUCH_LINK : undefined}
      >
        查看课程
      </PortalLink>
    </Card>
  );
}

/**
 * The share home of a course (/contentShare for a video, /contentShareBook
 * for an image-text course, ?id=): the course, a QR code and the link of its
 * phone page, which can be copied, and 查看课程 to its open page.
 */
export function ContentSharePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const load = useCallback(() => fetchOpenCourse(id), [id]);
  const detail = useRemoteData(load, `open-course:${id}`);
  const origin = usePageOrigin();

  return (
    <AsyncView data={detail}>
      {(course) => {
        if (!course) return <Navigate to={ERROR_SHARE_PATH} replace />;
        const isArticle = course.resourceType === 'ARTICLE';
        return (
          <article
            data-testid="content-share-page"
            style={{ maxWidth: 960, margin: '0 auto' }}
          >
            <Typography.Text type="secondary">
              {isArticle ? '图文课程分享' : '视频课程分享'}
            </Typography.Text>
            <Row gutter={[16, 16]} style={{ marginTop: 8 }}>
              <Col xs={24} md={14}>
                <CourseSummaryCard course={course} />
              </Col>
              <Col xs={24} md={10}>
                <ShareBox url={mobileCourseUrl(course.id, origin)} />
              </Col>
            </Row>
          </article>
        );
      }}
    </AsyncView>
  );
}
