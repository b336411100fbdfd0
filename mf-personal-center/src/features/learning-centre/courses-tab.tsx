import { STUDY_STATUS_TEXT } from '@portal/shared/contracts';
import { usePagedList } from '@portal/shared/hooks';
import { PortalLink } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Progress, Radio, Select, Space, Tag } from 'antd';
import { useCallback, useState } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { coursePath, fetchMyCourses } from '../../lib/my-courses.api';

type StatusFilter = 'all' | '1' | '2';

/** Years offered in the filter: this year and the four before. */
function yearOptions(thisYear: number): number[] {
  return Array.from({ length: 5 }, (_, i) => thisYear - i);
}

/** 我的课程: studied courses, by status and year, with the hours earned. */
export function CoursesTab() {
  const thisYear = new Date().getFullYear();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [year, setYear] = useState<number | 'all'>(thisYear);
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) =>
      fetchMyCourses({
        ...q,
        ...(status === 'all' ? {} : { studyStatus: status }),
        ...(year === 'all' ? {} : { year }),
      }),
    [status, year],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <section aria-label="我的课程">
      <Space wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label="学习状态"
          optionType="button"
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          options={[
            { label: '全部', value: 'all' },
            { label: STUDY_STATUS_TEXT['1'], value: '1' },
            { label: STUDY_STATUS_TEXT['2'], value: '2' },
          ]}
        />
        <Select
          aria-label="年度"
          style={{ width: 120 }}
          value={year}
          onChange={setYear}
          options={[
            { label: '全部年度', value: 'all' as const },
            ...yearOptions(thisYear).map((y) => ({
              label: `${y}年`,
              value: y,
            })),
          ]}
        />
      </Space>
      <PagedView
        page={page}
        current={current}
        onChange={setCurrent}
        align="start"
      >
        {(items) => (
          <ul style={listStyle} aria-label="课程列表">
            {items.map((c) => (
              <li key={c.id} style={itemStyle}>
                <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                  <h3 style={{ fontSize: 16, margin: 0 }}>
                    <PortalLink href={coursePath(c.id, c.resourceType)}>
                      {c.name}
                    </PortalLink>{' '}
                    <Tag
                      color={c.studyStatus === '2' ? 'success' : 'processing'}
                    >
                      {c.showStatusMsg}
                    </Tag>
                    <Tag>{c.isCompulsory ? '必修' : '选修'}</Tag>
                  </h3>
                  <div style={detailStyle}>
                    {c.teacher} ·{' '}
                    {c.resourceType === 'ARTICLE' ? '图文' : '视频'} · 最近学习{' '}
                    {c.lastStudyAt.slice(0, 10)}
                  </div>
                </div>
                <div style={{ width: 200, maxWidth: '100%' }}>
                  <div data-testid="course-hours">
                    获得 {c.earnedHours} / {c.creditHour} 学时
                  </div>
                  <Progress
                    percent={c.progress}
                    size="small"
                    aria-label={`${c.name}学习进度`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}
