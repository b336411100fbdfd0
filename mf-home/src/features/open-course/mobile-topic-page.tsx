import {
  SPECIAL_TOPICS_MESSAGES,
  type Course,
  type SpecialTopicDetail,
} from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  BORDER_SUBTLE,
  EmptyState,
  PortalLink,
  TEXT_SECONDARY,
} from '@portal/shared/ui';
import { useHomePath } from '@portal/shared/routing';
import { Tag, Typography } from 'antd';
import { useCallback, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { mobileCoursePath } from '../../lib/course-links';
import { MOBILE_COLUMN } from './mobile-layout';
import { fetchOpenTopic } from './open-course.api';
import { StudyButton } from './study-button';

/** The study page of a topic, where 进入学习 leads. */
function topicStudyPath(topicId: string): string {
  return `/subjectDetail?id=${encodeURIComponent(topicId)}`;
}

function CourseRow({ course }: { course: Course }) {
  return (
    <li style={{ borderBottom: `1px solid ${BORDER_SUBTLE}` }}>
      <Link
        to={mobileCoursePath(course.id)}
        style={{
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          minHeight: 64,
          padding: '10px 0',
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        <img
          src={course.courseCover}
          alt=""
          style={{
            width: 96,
            height: 60,
            objectFit: 'cover',
            borderRadius: 4,
            flex: 'none',
          }}
        />
        <span style={{ minWidth: 0, flex: 1 }}>
          <span
            style={{
              display: 'block',
              fontSize: 16,
              lineHeight: 1.4,
              overflowWrap: 'anywhere',
            }}
          >
            {course.name}
          </span>
          <span
            style={{ display: 'block', color: TEXT_SECONDARY, fontSize: 13 }}
          >
            {course.teacher || '—'} · {course.creditHour} 学时
            {course.resourceType === 'ARTICLE' ? ' · 图文' : ' · 视频'}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Topic({ topic }: { topic: SpecialTopicDetail }) {
  const listId = useId();
  return (
    <article data-testid="mobile-topic-page">
      <img
        src={topic.cover}
        alt={topic.name}
        style={{
          width: '100%',
          display: 'block',
          borderRadius: 8,
          objectFit: 'cover',
          maxHeight: 220,
        }}
      />
      <Typography.Title
        level={1}
        style={{ fontSize: 20, lineHeight: 1.4, marginTop: 12 }}
      >
        {topic.name}
      </Typography.Title>
      <p style={{ margin: '0 0 8px' }}>
        <Tag>共 {topic.courseCount} 门课程</Tag>
        <span style={{ color: TEXT_SECONDARY }}>
          {topic.startDate} 至 {topic.endDate}
        </span>
      </p>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
        {topic.description || '暂无简介'}
      </Typography.Paragraph>
      <StudyButton studyPath={topicStudyPath(topic.id)} block />
      <section aria-labelledby={listId} style={{ marginTop: 16 }}>
        <h2 id={listId} style={{ fontSize: 18 }}>
          专题课程
        </h2>
        {topic.courses.length === 0 ? (
          <EmptyState />
        ) : (
          <ul
            aria-label="专题课程"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {topic.courses.map((course) => (
              <CourseRow key={course.id} course={course} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/**
 * A special topic on a phone (/openSpecialMobile?id=): its cover and text,
 * 登录学习 / 进入学习 (to /subjectDetail) and its courses, each opening
 * /openCourseDetailMobile.
 */
export function MobileTopicPage() {
  const home = useHomePath();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const load = useCallback(() => fetchOpenTopic(id), [id]);
  const topic = useRemoteData(load, `open-topic:${id}`);

  return (
    <div style={MOBILE_COLUMN}>
      <AsyncView data={topic}>
        {(found) =>
          found ? (
            <Topic topic={found} />
          ) : (
            <div style={{ padding: '48px 0', textAlign: 'center' }}>
              <Typography.Title level={1} style={{ fontSize: 22 }}>
                {SPECIAL_TOPICS_MESSAGES.topicNotFound}
              </Typography.Title>
              <PortalLink href={home}>返回首页</PortalLink>
            </div>
          )
        }
      </AsyncView>
    </div>
  );
}
