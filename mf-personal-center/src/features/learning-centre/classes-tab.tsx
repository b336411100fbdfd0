import type {
  ClassLearningStatus,
  ClassStatistics,
} from '@portal/shared/contracts';
import { usePagedList, useRemoteData } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Col, Progress, Row, Skeleton, Statistic, Tag } from 'antd';
import { useCallback } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { fetchMyClasses, fetchClassStatistics } from './learning-centre.api';

const LEARNING_STATUS: Record<
  ClassLearningStatus,
  { text: string; color: string }
> = {
  IN_PROGRESS: { text: '学习中', color: 'processing' },
  GRADUATED: { text: '已结业', color: 'success' },
  NOT_GRADUATED: { text: '未结业', color: 'warning' },
};

function Statistics() {
  const stats = useRemoteData(fetchClassStatistics);
  return (
    <AsyncView
      data={stats}
      // One line while loading: the figures are one row.
      loading={<Skeleton active paragraph={false} />}
    >
      {(s) => <Figures stats={s} />}
    </AsyncView>
  );
}

function Figures({ stats: s }: { stats: ClassStatistics }) {
  return (
    <Row gutter={16} style={{ marginBottom: 8 }}>
      {[
        ['参加培训项目', s.totalCount, '个'],
        ['学习中', s.inProgressCount, '个'],
        ['已结业', s.graduatedCount, '个'],
        ['获得学时', s.earnedHours, '学时'],
      ].map(([title, value, suffix]) => (
        <Col key={title} xs={12} md={6}>
          <Statistic title={title} value={value} suffix={suffix} />
        </Col>
      ))}
    </Row>
  );
}

/** 我的培训项目: the classes with hours earned and graduation state. */
export function ClassesTab() {
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) => fetchMyClasses(q),
    [],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <section aria-label="我的培训项目">
      <Statistics />
      <PagedView
        page={page}
        empty="暂无专题班，敬请期待"
        current={current}
        onChange={setCurrent}
        align="start"
      >
        {(items) => (
          <ul style={listStyle}>
            {items.map((c) => (
              <li key={c.tbtpId} style={itemStyle}>
                <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                  <h3 style={{ fontSize: 16, margin: 0 }}>
                    <PortalLink
                      href={`/projectDetail?id=${encodeURIComponent(c.tbtpId)}`}
                    >
                      {c.name}
                    </PortalLink>{' '}
                    <Tag color={LEARNING_STATUS[c.learningStatus].color}>
                      {LEARNING_STATUS[c.learningStatus].text}
                    </Tag>
                  </h3>
                  <div style={detailStyle}>
                    {c.startDate} 至 {c.endDate} · {c.orgName}
                  </div>
                  <div style={{ marginTop: 4 }}>
                    已获 {c.earnedHours} / {c.requiredHours} 学时（必修{' '}
                    {c.compulsoryEarned}/{c.compulsoryHours}，选修{' '}
                    {c.electiveEarned}/{c.electiveHours}） · 课程{' '}
                    {c.finishedCourses}/{c.courseCount} ·{' '}
                    {c.examPassed ? '考试已通过' : '考试未通过'}
                  </div>
                </div>
                <Progress
                  type="circle"
                  size={56}
                  percent={c.progress}
                  aria-label={`${c.name}学习进度`}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}
