import type { MyClassCourse } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  EmptyState,
  PortalLink,
  TEXT_SECONDARY,
} from '@portal/shared/ui';
import { Descriptions, Progress, Tag } from 'antd';
import { useCallback } from 'react';

import { fetchMyClass } from './study-archive.api';

const LEARNING_STATUS = {
  IN_PROGRESS: { text: '学习中', color: 'processing' },
  GRADUATED: { text: '已结业', color: 'success' },
  NOT_GRADUATED: { text: '未结业', color: 'warning' },
} as const;

function CourseList({
  title,
  courses,
}: {
  title: string;
  courses: readonly MyClassCourse[];
}) {
  return (
    <section style={{ marginTop: 16 }}>
      <h3 style={{ fontSize: 16 }}>{title}</h3>
      {courses.length === 0 ? (
        <EmptyState text="暂无课程" />
      ) : (
        <ul style={{ paddingLeft: 20 }}>
          {courses.map((course) => (
            <li key={course.id} style={{ margin: '6px 0' }}>
              <PortalLink
                href={`/commendIndex/coursedetail?id=${encodeURIComponent(course.id)}`}
              >
                {course.name}
              </PortalLink>{' '}
              <span style={{ color: TEXT_SECONDARY }}>
                {course.teacher} · {course.creditHour} 学时
              </span>{' '}
              <Tag color={course.completed ? 'success' : 'default'}>
                {course.completed ? '已完成' : '未完成'}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 我的班级: the class, the learner's hours against those required (in all,
 * compulsory, elective), the certificate once graduated, and the courses,
 * compulsory and elective apart.
 */
export function MyClassTab({ tbtpId }: { tbtpId: string }) {
  const load = useCallback(() => fetchMyClass(tbtpId), [tbtpId]);
  const data = useRemoteData(load);
  return (
    <AsyncView data={data}>
      {(c) => {
        const status = LEARNING_STATUS[c.learningStatus];
        const compulsory = c.courses.filter((x) => x.isCompulsory);
        const optional = c.courses.filter((x) => !x.isCompulsory);
        return (
          <section aria-labelledby="archive-my-class">
            <h2 id="archive-my-class" style={{ fontSize: 18 }}>
              我的班级 <Tag color={status.color}>{status.text}</Tag>
            </h2>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'org', label: '主办单位', children: c.orgName },
                {
                  key: 'dates',
                  label: '学习时间',
                  children: `${c.startDate} 至 ${c.endDate}`,
                },
                { key: 'enrolled', label: '报名时间', children: c.enrolledAt },
                {
                  key: 'hours',
                  label: '已获学时',
                  children: `${c.earnedHours} / ${c.requiredHours} 学时`,
                },
                {
                  key: 'compulsory',
                  label: '必修学时',
                  children: `${c.compulsoryEarned} / ${c.compulsoryHours}`,
                },
                {
                  key: 'elective',
                  label: '选修学时',
                  children: `${c.electiveEarned} / ${c.electiveHours}`,
                },
                {
                  key: 'courses',
                  label: '已学课程',
                  children: `${c.finishedCourses} / ${c.courseCount} 门`,
                },
                {
                  key: 'graduated',
                  label: '结业时间',
                  children: c.graduatedAt ?? '未结业',
                },
              ]}
            />
            <Progress
              percent={Math.min(
                100,
                Math.round(
                  (c.earnedHours / Math.max(1, c.requiredHours)) * 100,
                ),
              )}
              aria-label="学时完成进度"
              style={{ maxWidth: 480 }}
            />
            {c.certificate && (
              <p>
                结业证书：
                <PortalLink href="/personalCenter?acativeId=4">
                  {c.certificate.title}（{c.certificate.certNo}）
                </PortalLink>
              </p>
            )}
            <CourseList title="必修课程" courses={compulsory} />
            <CourseList title="选修课程" courses={optional} />
          </section>
        );
      }}
    </AsyncView>
  );
}
