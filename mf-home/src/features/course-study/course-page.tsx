import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import { Alert, Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import type { StudyStatus } from '../course-catalogue/catalogue.api';
import { ArticleReader } from './article-reader';
import { CollectButton } from './collect-button';
import { CourseRating } from './course-rating';
import type { CourseDetail, StudyEndResult } from './course-study.api';
import { CourseVideo } from './course-video';
import { HoursBox } from './hours-box';
import { useCourseDetail } from './use-course-detail';
import { useProgressQueue } from './use-progress-queue';

export function discussRoomPath(courseId: string): string {
  return `/commendIndex/discussRoom?id=${encodeURIComponent(courseId)}`;
}

const STATUS_TEXT: Record<StudyStatus, string> = {
  '0': '未学习',
  '1': '学习中',
  '2': '已学习',
};

function CourseFacts({ course }: { course: CourseDetail }) {
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

function CourseAbout({ course }: { course: CourseDetail }) {
  const attachments = course.attachmentList ?? [];
  return (
    <Card style={{ marginTop: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <img
            src={course.courseCover}
            alt={course.name}
            style={{ width: '100%', borderRadius: 4, objectFit: 'cover' }}
          />
        </Col>
        <Col xs={24} md={16}>
          <h2 style={{ fontSize: 18, marginTop: 0 }}>课程简介</h2>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
            {course.introduction || '暂无简介'}
          </Typography.Paragraph>
          <h2 style={{ fontSize: 18 }}>讲师介绍</h2>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
            {course.teacherProfile || '暂无介绍'}
          </Typography.Paragraph>
          <h2 style={{ fontSize: 18 }}>课程附件</h2>
          {attachments.length === 0 ? (
            <Typography.Paragraph type="secondary">
              暂无附件
            </Typography.Paragraph>
          ) : (
            <ul aria-label="课程附件" style={{ paddingLeft: 20 }}>
              {attachments.map((file) => (
                <li key={`${file.attaPath}-${file.attaName}`}>
                  <a href={file.attaPath} target="_blank" rel="noreferrer">
                    {file.attaName}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Col>
      </Row>
    </Card>
  );
}

/**
 * The page of one course (?id=): a video or an image-text course, chosen by
 * the course's resourceType whichever of the course addresses opened it.
 */
export function CoursePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const user = useAtomValue(userInfoAtom);
  const userId = user?.id ?? '';
  const pending = useProgressQueue(userId);
  const { detail, reload, patch } = useCourseDetail(id);

  const onStatus = useCallback(
    (studyStatus: StudyStatus) => {
      patch({ studyStatus, showStatusMsg: STATUS_TEXT[studyStatus] });
      // Completed by a progress report: fetch the hours it earned.
      if (studyStatus === '2') reload();
    },
    [patch, reload],
  );
  const onCompleted = useCallback(
    (result: StudyEndResult) => {
      patch({
        studyStatus: result.studyStatus,
        earnedHours: result.earnedHours,
      });
      reload();
    },
    [patch, reload],
  );

  if (detail.status === 'loading') return <Skeleton active />;
  if (detail.status === 'error') {
    return (
      <div data-testid="course-page">
        <Alert
          type="error"
          showIcon
          title={detail.message}
          style={{ marginBottom: 16 }}
        />
        <Link to="/commendIndex">返回课程推荐</Link>
      </div>
    );
  }
  const course = detail.data;
  const isArticle = course.resourceType === 'ARTICLE';
  const studyProps = { course, userId, onStatus, onCompleted };
  return (
    <article data-testid="course-page">
      <nav aria-label="面包屑" style={{ marginBottom: 8 }}>
        <Link to="/commendIndex">课程推荐</Link>
        <span aria-hidden="true"> / </span>
        <span>{isArticle ? '图文课程' : '课程详情'}</span>
      </nav>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {course.name}
      </Typography.Title>
      <CourseFacts course={course} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          {isArticle ? (
            <ArticleReader key={course.id} {...studyProps} />
          ) : (
            <CourseVideo key={course.id} {...studyProps} />
          )}
        </Col>
        <Col xs={24} lg={8}>
          <div style={{ display: 'grid', gap: 12 }}>
            <Space wrap>
              <CollectButton
                courseId={course.id}
                collected={course.isCollected}
                onChange={(isCollected) => patch({ isCollected })}
              />
              <Link to={discussRoomPath(course.id)}>进入课程讨论</Link>
            </Space>
            <HoursBox course={course} pending={pending} />
          </div>
        </Col>
      </Row>
      <CourseAbout course={course} />
      <Card style={{ marginTop: 16 }}>
        <CourseRating
          courseId={course.id}
          summary={course.ratingSummary}
          onSaved={(ratingSummary) => patch({ ratingSummary })}
        />
      </Card>
    </article>
  );
}
