import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';

import { STUDY_STATUS_TEXT, type Course } from '@portal/shared/contracts';
import { TEXT_SECONDARY } from '@portal/shared/ui';

import { useNarrowLayout } from '../lib/compact-layout';
import { coursePath } from '../lib/course-links';
import { STUDY_STATUS_COLOR } from '../lib/study-status';

const lineStyle = { margin: '4px 0 0', color: TEXT_SECONDARY } as const;

/**
 * `leading`: the card opens the page (the catalogue's first row), so its
 * cover is likely the largest picture on the first screen: fetched first.
 */
export function CourseCard({
  course,
  leading = false,
}: {
  course: Course;
  leading?: boolean;
}) {
  const status = STUDY_STATUS_TEXT[course.studyStatus] ?? '未学习';
  // Two lines keep a row of cards aligned; one card a row needs no such gap.
  const narrow = useNarrowLayout();
  return (
    <Card
      data-testid="course-card"
      cover={
        <img
          src={course.courseCover}
          alt={course.name}
          width={320}
          height={150}
          fetchPriority={leading ? 'high' : undefined}
          style={{ width: '100%', height: 150, objectFit: 'cover' }}
        />
      }
      styles={{ body: { padding: 12 } }}
    >
      <h2
        style={{
          fontSize: 15,
          margin: 0,
          lineHeight: 1.5,
          minHeight: narrow ? undefined : 45,
          overflow: 'hidden',
        }}
      >
        <Link to={coursePath(course)}>{course.name}</Link>
      </h2>
      <p style={lineStyle}>讲师：{course.teacher || '—'}</p>
      <p style={lineStyle}>
        {course.creditHour} 学时
        {course.resourceType === 'VIDEO' && course.showCourseDuration && (
          <> · 时长 {course.showCourseDuration}</>
        )}
      </p>
      <div style={{ marginTop: 8 }}>
        <Tag color={course.isCompulsory ? 'red' : 'blue'}>
          {course.isCompulsory ? '必修' : '选修'}
        </Tag>
        <Tag>{course.resourceType === 'ARTICLE' ? '图文' : '视频'}</Tag>
        <Tag color={STUDY_STATUS_COLOR[course.studyStatus] ?? 'default'}>
          {course.showStatusMsg || status}
        </Tag>
      </div>
    </Card>
  );
}
