import { Tag, Typography } from 'antd';
import { useId } from 'react';

import { STUDY_STATUS_TEXT, type CourseDetail } from '@portal/shared/contracts';

import { STUDY_STATUS_COLOR } from '../../lib/study-status';
import { formatSeconds } from './time-format';
import { BORDER_SUBTLE } from '@portal/shared/ui';

export const PENDING_SYNC_TEXT = '学时记录待同步';

/** Why the course has (or has not yet) earned its 学时, and its status. */
export function HoursBox({
  course,
  pending,
}: {
  course: CourseDetail;
  pending: boolean;
}) {
  const headingId = useId();
  const status = STUDY_STATUS_TEXT[course.studyStatus] ?? '未学习';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="hours-box"
      style={{
        border: `1px solid ${BORDER_SUBTLE}`,
        borderRadius: 8,
        padding: 16,
        background: '#fafafa',
      }}
    >
      <h2 id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        学时情况
      </h2>
      <p style={{ margin: '4px 0' }}>
        学习状态：
        <Tag
          color={STUDY_STATUS_COLOR[course.studyStatus] ?? 'default'}
          data-testid="study-status"
        >
          {status}
        </Tag>
      </p>
      <p style={{ margin: '4px 0' }}>
        课程学时：{course.creditHour} 学时；已获得：
        <span data-testid="earned-hours">{course.earnedHours ?? 0}</span> 学时
      </p>
      <p style={{ margin: '4px 0' }}>
        已记录学习时长：{formatSeconds(course.studyTimes || 0)}
      </p>
      {course.hoursRule && (
        <p style={{ margin: '4px 0' }}>
          <Typography.Text strong>学时规则：</Typography.Text>
          {course.hoursRule}
        </p>
      )}
      {course.hoursStatus && (
        <p style={{ margin: '4px 0' }}>
          <Typography.Text strong>当前情况：</Typography.Text>
          {course.hoursStatus}
        </p>
      )}
      <div role="status" style={{ marginTop: 4 }}>
        {pending && (
          <Typography.Text type="warning">{PENDING_SYNC_TEXT}</Typography.Text>
        )}
      </div>
    </section>
  );
}
