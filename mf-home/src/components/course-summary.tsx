import type { CourseDetail } from '@portal/shared/contracts';
import { safeHref } from '@portal/shared/format';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';

import { useCardStyles } from '../lib/compact-layout';

/** 必修/选修, teacher, 学时, duration and category of a course. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  return (
    <Space wrap size={[8, 4]} style={{ marginBottom: 12 }}>
      <Tag color={course.isCompulsory ? 'red' : 'blue'}>
        {course.isCompulsory ? '必修' : '选修'}
      </Tag>
      <span>讲师：{course.teacher || '—'}</span>
      <span>{course.creditHour} 学时</span>
      {course.resourceType === 'VIDEO' && course.showCourseDuration && (
        <span>时长：{course.showCourseDuration}</span>
      )}
      {course.categoryName && <span>分类：{course.categoryName}</span>}
    </Space>
  );
}

/**
 * Cover, introduction and teacher profile of a course, with its attachments
 * unless `withAttachments` is false (the open preview leaves them to learners).
 */
export function CourseAbout({
  course,
  withAttachments = true,
  withCover = true,
}: {
  course: CourseDetail;
  withAttachments?: boolean;
  /** False where the cover is already on screen (the video's poster). */
  withCover?: boolean;
}) {
  const attachments = course.attachmentList ?? [];
  const cardStyles = useCardStyles();
  return (
    <Card style={{ marginTop: 16 }} styles={cardStyles}>
      <Row gutter={[16, 16]}>
        {withCover && (
          <Col xs={24} md={8}>
            <img
              src={course.courseCover}
              alt={course.name}
              // Covers are 16:9: their place is kept while they load.
              style={{
                width: '100%',
                aspectRatio: '16 / 9',
                borderRadius: 4,
                objectFit: 'cover',
              }}
            />
          </Col>
        )}
        <Col xs={24} md={withCover ? 16 : 24}>
          <h2 style={{ fontSize: 18, marginTop: 0 }}>课程简介</h2>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
            {course.introduction || '暂无简介'}
          </Typography.Paragraph>
          <h2 style={{ fontSize: 18 }}>讲师介绍</h2>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
            {course.teacherProfile || '暂无介绍'}
          </Typography.Paragraph>
          {withAttachments && (
            <>
              <h2 style={{ fontSize: 18 }}>课程附件</h2>
              {attachments.length === 0 ? (
                <Typography.Paragraph type="secondary">
                  暂无附件
                </Typography.Paragraph>
              ) : (
                <ul aria-label="课程附件" style={{ paddingLeft: 20 }}>
                  {attachments.map((file) => (
                    <li
                      key={`${file.attaPath}-${file.attaName}`}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      <a
                        href={safeHref(file.attaPath)}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {file.attaName}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Col>
      </Row>
    </Card>
  );
}
