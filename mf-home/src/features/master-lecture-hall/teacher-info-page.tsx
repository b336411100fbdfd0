import { TEACHER_NOT_FOUND, type Teacher } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { PortalLink, TEXT_SECONDARY } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Card, Col, Row, Typography } from 'antd';
import { useCallback, useId } from 'react';

import { CourseGrid } from '../../components/card-grid';
import { DetailView, useDetailById } from '../../components/detail-view';
import { toPaging, useUrlPaging } from '../../lib/url-paging';
import { fetchTeacher, fetchTeacherCourses } from './famous.api';

const TEACHER_COURSE_PAGE_SIZE = 8;

const lineStyle = { margin: '6px 0 0', color: TEXT_SECONDARY } as const;

function TeacherCourses({ teacher }: { teacher: Teacher }) {
  const headingId = useId();
  const { page, setPage } = useUrlPaging();
  const load = useCallback(
    () =>
      fetchTeacherCourses({
        teacherId: teacher.id,
        ...toPaging(page, TEACHER_COURSE_PAGE_SIZE),
      }),
    [teacher.id, page],
  );
  const courses = useRemoteData(load);
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <h2 id={headingId} style={{ fontSize: 18, margin: '0 0 12px' }}>
        主讲课程
      </h2>
      <PagedView
        page={courses}
        current={page}
        pageSize={TEACHER_COURSE_PAGE_SIZE}
        onChange={setPage}
      >
        {(items) => <CourseGrid courses={items} label="主讲课程" />}
      </PagedView>
    </section>
  );
}

/** /masterLectureHall/info?id=: a teacher and the courses they teach. */
export function TeacherInfoPage() {
  const teacher = useDetailById(fetchTeacher, TEACHER_NOT_FOUND);
  const back = (
    <PortalLink href="/masterLectureHall/list">返回名师列表</PortalLink>
  );
  return (
    <DetailView data={teacher} missing={TEACHER_NOT_FOUND} back={back}>
      {(data) => (
        <Card data-testid="teacher-info-page">
          <p style={{ marginTop: 0 }}>{back}</p>
          <Row gutter={[24, 16]} align="middle">
            <Col flex="none">
              <img
                src={data.avatar}
                alt={data.name}
                width={120}
                height={120}
                style={{ borderRadius: '50%', objectFit: 'cover' }}
              />
            </Col>
            <Col flex="auto">
              <Typography.Title
                level={1}
                style={{ fontSize: 22, marginTop: 0 }}
              >
                {data.name}
              </Typography.Title>
              <p style={{ margin: 0 }}>{data.title}</p>
              <p style={lineStyle}>{data.intro}</p>
              <p style={lineStyle}>主讲课程 {data.courseCount} 门</p>
            </Col>
          </Row>
          <TeacherCourses key={data.id} teacher={data} />
        </Card>
      )}
    </DetailView>
  );
}
