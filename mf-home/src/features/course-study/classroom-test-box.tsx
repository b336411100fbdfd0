import type { CourseDetail } from '@portal/shared/contracts';
import { PortalLink } from '@portal/shared/ui';
import { Card, Tag } from 'antd';

/** Where mf-exams runs the classroom test of a course. */
function classroomTestPath(courseId: string): string {
  return `/examManage/startExam?courseId=${encodeURIComponent(courseId)}`;
}

/** The course's classroom test, when it has one: its state and the way in. */
export function ClassroomTestBox({ course }: { course: CourseDetail }) {
  const test = course.classroomTest;
  if (!test) return null;
  return (
    <Card
      size="small"
      title={<h2 style={{ margin: 0, fontSize: 16 }}>随堂测试</h2>}
    >
      <p style={{ margin: '0 0 8px' }}>
        {test.title}{' '}
        <Tag color={test.passed ? 'success' : 'default'}>
          {test.passed ? '已合格' : '未合格'}
        </Tag>
      </p>
      <PortalLink href={classroomTestPath(course.id)}>
        {test.passed ? '查看随堂测试' : '参加随堂测试'}
      </PortalLink>
    </Card>
  );
}
