import { usePagedList } from '@portal/shared/hooks';
import { PortalLink } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Progress } from 'antd';
import { useCallback } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { fetchMySubjects } from './learning-centre.api';

/** 我的专题: subjects with studied courses and their progress. */
export function SubjectsTab() {
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) => fetchMySubjects(q),
    [],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <section aria-label="我的专题">
      <PagedView
        page={page}
        current={current}
        onChange={setCurrent}
        align="start"
      >
        {(items) => (
          <ul style={listStyle}>
            {items.map((s) => (
              <li key={s.id} style={itemStyle}>
                <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                  <h3 style={{ fontSize: 16, margin: 0 }}>
                    <PortalLink
                      href={`/subjectDetail?id=${encodeURIComponent(s.id)}`}
                    >
                      {s.name}
                    </PortalLink>
                  </h3>
                  <div style={detailStyle}>
                    已学完 {s.finishedCount}/{s.courseCount} 门，学习中{' '}
                    {s.studyingCount} 门 · 已获 {s.earnedHours} 学时
                  </div>
                </div>
                <Progress
                  percent={s.progress}
                  size="small"
                  style={{ width: 200 }}
                  aria-label={`${s.name}完成进度`}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}
