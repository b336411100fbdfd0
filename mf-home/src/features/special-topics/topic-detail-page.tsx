import {
  SPECIAL_TOPICS_MESSAGES,
  type SpecialTopicDetail,
  type TopicCourse,
} from '@portal/shared/contracts';
import { redirectToLogin, useHomePath } from '@portal/shared/routing';
import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import { BORDER_SUBTLE, PortalLink, TEXT_SECONDARY } from '@portal/shared/ui';
import { Alert, Button, Card, Col, Progress, Row, Typography } from 'antd';
import { useId } from 'react';

import { CourseList } from '../../components/course-list';
import { DetailView, useDetailById } from '../../components/detail-view';
import {
  PRIMARY_TOUCH,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import { topicProgress } from './topic-progress';
import { fetchTopic } from './topics.api';

const lineStyle = { margin: '6px 0 0', color: TEXT_SECONDARY } as const;

function ProgressBox({ courses }: { courses: readonly TopicCourse[] }) {
  const headingId = useId();
  const progress = topicProgress(courses);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="topic-progress"
      style={{
        border: `1px solid ${BORDER_SUBTLE}`,
        borderRadius: 8,
        padding: 16,
        background: '#fafafa',
        marginTop: 16,
      }}
    >
      <h2 id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        我的学习进度
      </h2>
      <Progress
        percent={progress.percent}
        aria-label="专题完成进度"
        style={{ maxWidth: 480 }}
      />
      <p style={lineStyle}>
        已学习{' '}
        <span data-testid="topic-learned">
          {progress.learned} / {progress.total}
        </span>{' '}
        门课程
        {progress.learning > 0 && <>，学习中 {progress.learning} 门</>}
      </p>
      <p style={lineStyle}>
        本年度已获得{' '}
        <span data-testid="topic-earned-hours">{progress.earnedHours}</span>{' '}
        学时（专题课程共 {progress.totalHours} 学时）
      </p>
    </section>
  );
}

function TopicInfo({ topic }: { topic: SpecialTopicDetail }) {
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={8}>
        <img
          src={topic.cover}
          alt={topic.name}
          style={{
            width: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 8,
          }}
        />
      </Col>
      <Col xs={24} md={16}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {topic.name}
        </Typography.Title>
        <p style={{ margin: 0 }}>{topic.description}</p>
        <p style={lineStyle}>
          学习时间：<time dateTime={topic.startDate}>{topic.startDate}</time> 至{' '}
          <time dateTime={topic.endDate}>{topic.endDate}</time>
        </p>
        <p style={lineStyle}>共 {topic.courseCount} 门课程</p>
      </Col>
    </Row>
  );
}

/**
 * A topic and its courses. `open`: the visitor page (course links go to
 * the open course pages); a signed-in learner also sees their progress.
 */
function TopicDetailView({ open }: { open: boolean }) {
  const home = useHomePath();
  const user = useAtomValue(userInfoAtom);
  const topic = useDetailById(
    fetchTopic,
    SPECIAL_TOPICS_MESSAGES.topicNotFound,
    'topic',
  );
  const compact = useCompactLayout();
  const cardStyles = useCardStyles();
  const back = open ? (
    <PortalLink href={home}>返回首页</PortalLink>
  ) : (
    <PortalLink href="/subjectList">返回专题列表</PortalLink>
  );

  return (
    <DetailView
      data={topic}
      missing={SPECIAL_TOPICS_MESSAGES.topicNotFound}
      back={back}
    >
      {(data) => (
        <Card data-testid="topic-detail-page" styles={cardStyles}>
          <p style={{ marginTop: 0 }}>{back}</p>
          <TopicInfo topic={data} />
          {user ? (
            <ProgressBox courses={data.courses} />
          ) : (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 16 }}
              title="登录后可学习专题课程并记录学时"
              action={
                <Button
                  size={compact ? 'middle' : 'small'}
                  type="primary"
                  style={compact ? PRIMARY_TOUCH : undefined}
                  onClick={() => redirectToLogin()}
                >
                  登录学习
                </Button>
              }
            />
          )}
          <h2 style={{ fontSize: 18, margin: '24px 0 8px' }}>专题课程</h2>
          <CourseList
            courses={data.courses}
            label="专题课程"
            open={open}
            showStatus={user !== null}
          />
        </Card>
      )}
    </DetailView>
  );
}

/** /subjectDetail?id= */
export function TopicDetailPage() {
  return <TopicDetailView open={false} />;
}

/** /openNewSpecialCourseDetail?id=: the same topic for visitors. */
export function OpenTopicDetailPage() {
  return <TopicDetailView open />;
}
