import type { Teacher } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { PagedView } from '@portal/shared/ui/paged-view';
import { TEXT_SECONDARY } from '@portal/shared/ui';
import { Card, Typography } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { toPaging, useUrlPaging } from '../../lib/url-paging';
import { fetchTeachers, teacherPath } from './famous.api';
import { CardGrid } from '../../components/card-grid';

const TEACHER_PAGE_SIZE = 8;

const lineStyle = { margin: '4px 0 0', color: TEXT_SECONDARY } as const;

function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <Card
      data-testid="teacher-card"
      style={{ height: '100%', textAlign: 'center' }}
      styles={{ body: { padding: 16 } }}
    >
      <img
        src={teacher.avatar}
        alt={teacher.name}
        width={96}
        height={96}
        style={{ borderRadius: '50%', objectFit: 'cover' }}
      />
      <h2 style={{ fontSize: 16, margin: '12px 0 0' }}>
        <Link to={teacherPath(teacher.id)}>{teacher.name}</Link>
      </h2>
      <p style={lineStyle}>{teacher.title}</p>
      <p style={lineStyle}>主讲课程 {teacher.courseCount} 门</p>
    </Card>
  );
}

/** /masterLectureHall/list: the tenant's teachers (名师讲堂). */
export function TeacherListPage() {
  const { page, setPage } = useUrlPaging();
  const load = useCallback(
    () => fetchTeachers(toPaging(page, TEACHER_PAGE_SIZE)),
    [page],
  );
  const teachers = useRemoteData(load);
  return (
    <div data-testid="teacher-list-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        名师讲堂
      </Typography.Title>
      <PagedView
        page={teachers}
        current={page}
        pageSize={TEACHER_PAGE_SIZE}
        onChange={setPage}
        empty="暂无信息"
      >
        {(items) => (
          <CardGrid
            items={items}
            label="名师列表"
            renderCard={(teacher) => <TeacherCard teacher={teacher} />}
          />
        )}
      </PagedView>
    </div>
  );
}
