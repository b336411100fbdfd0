import type { StudyStatus, StudyEndResult } from '@portal/shared/contracts';
import {
  announceHoursChanged,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { AsyncView, LoadError } from '@portal/shared/ui';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { CourseAbout, CourseFacts } from '../../components/course-summary';
import {
  TOUCH_LINK,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import { sharePath } from '../../lib/course-links';
import { ArticleReader } from './article-reader';
import { ClassroomTestBox } from './classroom-test-box';
import { CollectButton } from './collect-button';
import { CourseRating } from './course-rating';
import { CourseVideo } from './course-video';
import { HoursBox } from './hours-box';
import { useCourseDetail } from './use-course-detail';
import { useProgressQueue } from './use-progress-queue';

function discussRoomPath(courseId: string): string {
  return `/commendIndex/discussRoom?id=${encodeURIComponent(courseId)}`;
}

const STATUS_TEXT: Record<StudyStatus, string> = {
  '0': '未学习',
  '1': '学习中',
  '2': '已学习',
};

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
  const { detail, fresh, reload, patch } = useCourseDetail(id);
  const compact = useCompactLayout();
  const cardStyles = useCardStyles();

  const onStatus = useCallback(
    (studyStatus: StudyStatus) => {
      patch({ studyStatus, showStatusMsg: STATUS_TEXT[studyStatus] });
      // Completed by a progress report: fetch the hours it earned, and let
      // the year's figures elsewhere (the welcome box) follow.
      if (studyStatus === '2') {
        reload();
        announceHoursChanged();
      }
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
      announceHoursChanged();
    },
    [patch, reload],
  );

  // Progress kept offline has just reached the server: show what it holds
  // now (status, recorded time, hours), as a reload would.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) {
      reload();
      announceHoursChanged();
    }
    wasPending.current = pending;
  }, [pending, reload]);

  if (detail.status === 'error') {
    return (
      <div data-testid="course-page">
        <div style={{ marginBottom: 16 }}>
          <LoadError data={detail} />
        </div>
        <Link to="/commendIndex">返回课程推荐</Link>
      </div>
    );
  }
  return (
    <AsyncView data={detail}>
      {(course) => {
        const isArticle = course.resourceType === 'ARTICLE';
        const studyProps = {
          course,
          userId,
          record: fresh,
          onStatus,
          onCompleted,
        };
        // The reader counts from the learner's own detail: it is mounted
        // again with it. The player is not (a lesson he has started would
        // stop): it starts recording, and resumes, once it is in.
        const readerKey = fresh ? course.id : `${course.id}:visitor`;
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
                  <ArticleReader key={readerKey} {...studyProps} />
                ) : (
                  <CourseVideo key={course.id} {...studyProps} />
                )}
              </Col>
              <Col xs={24} lg={8}>
                <div style={{ display: 'grid', gap: 12 }}>
                  <Space wrap size={compact ? [16, 8] : undefined}>
                    <CollectButton
                      courseId={course.id}
                      collected={course.isCollected}
                      onChange={(isCollected) => patch({ isCollected })}
                    />
                    <Link
                      to={discussRoomPath(course.id)}
                      style={compact ? TOUCH_LINK : undefined}
                    >
                      进入课程讨论
                    </Link>
                    <Link
                      to={sharePath(course.id)}
                      style={compact ? TOUCH_LINK : undefined}
                    >
                      分享
                    </Link>
                  </Space>
                  <HoursBox course={course} pending={pending} />
                  <ClassroomTestBox course={course} />
                </div>
              </Col>
            </Row>
            <CourseAbout course={course} />
            <Card style={{ marginTop: 16 }} styles={cardStyles}>
              <CourseRating
                courseId={course.id}
                summary={course.ratingSummary}
                onSaved={(ratingSummary) => patch({ ratingSummary })}
              />
            </Card>
          </article>
        );
      }}
    </AsyncView>
  );
}
