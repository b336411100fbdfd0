import { STUDY_STATUS_TEXT, type Course } from '@portal/shared/contracts';
import { BORDER_SUBTLE, EmptyState, TEXT_SECONDARY } from '@portal/shared/ui';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';

import { ROW_LINK, useNarrowLayout } from '../lib/compact-layout';
import { courseLink } from '../lib/course-links';
import { STUDY_STATUS_COLOR } from '../lib/study-status';

const metaStyle = { margin: '4px 0 0', color: TEXT_SECONDARY } as const;

/**
 * The courses of a topic or a column, one per row. `open`: links go to the
 * open pages (visitors), otherwise to the study pages; `showStatus`: the
 * caller's 未学习/学习中/已学习.
 */
export function CourseList({
  courses,
  label,
  open,
  showStatus,
}: {
  courses: readonly Course[];
  label: string;
  open: boolean;
  showStatus: boolean;
}) {
  // A phone keeps most of the row for the title: a smaller picture.
  const narrow = useNarrowLayout();
  if (courses.length === 0) return <EmptyState text="暂无内容" />;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {courses.map((course) => (
        <li
          key={course.id}
          data-testid="course-row"
          style={{
            display: 'flex',
            gap: narrow ? 12 : 16,
            padding: '12px 0',
            borderBottom: `1px solid ${BORDER_SUBTLE}`,
          }}
        >
          <img
            src={course.courseCover}
            alt={course.name}
            width={narrow ? 104 : 160}
            height={narrow ? 58 : 90}
            style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
          />
          <div style={{ minWidth: 0 }}>
            <h3 style={{ fontSize: 15, margin: 0 }}>
              <Link
                to={courseLink(course, open)}
                style={narrow ? ROW_LINK : undefined}
              >
                {course.name}
              </Link>
            </h3>
            <p style={metaStyle}>
              讲师：{course.teacher || '—'} · {course.creditHour} 学时
              {course.resourceType === 'VIDEO' && course.showCourseDuration
                ? ` · 时长 ${course.showCourseDuration}`
                : ''}
            </p>
            <div style={{ marginTop: 6 }}>
              <Tag color={course.isCompulsory ? 'red' : 'blue'}>
                {course.isCompulsory ? '必修' : '选修'}
              </Tag>
              <Tag>{course.resourceType === 'ARTICLE' ? '图文' : '视频'}</Tag>
              {showStatus && (
                <Tag
                  color={STUDY_STATUS_COLOR[course.studyStatus] ?? 'default'}
                >
                  {STUDY_STATUS_TEXT[course.studyStatus] ?? '未学习'}
                </Tag>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
