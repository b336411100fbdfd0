/**
 * 学习档案 (/projectDetailCxda/*?id=<tbtpId>): the tabs are the child paths
 * myClass, myExam, completionSchedule (the bare path) and
 * excellentProgress; switching keeps `?id=`.
 */
import {
  EmptyState,
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Card, Tabs, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { cardBody } from '@portal/shared/ui/touch';
import { archivePath } from '../checklist';
import { MyClassTab } from './my-class-tab';
import { MyExamTab } from './my-exam-tab';
import { RankingTab } from './ranking-tab';
import { ScheduleTab } from './schedule-tab';

const ARCHIVE_TABS = [
  { key: 'myClass', label: '我的班级' },
  { key: 'myExam', label: '我的考试' },
  { key: 'completionSchedule', label: '结业进度' },
  { key: 'excellentProgress', label: '学习排行' },
] as const;
type ArchiveTab = (typeof ARCHIVE_TABS)[number]['key'];
const DEFAULT_TAB: ArchiveTab = 'completionSchedule';

/** The tab of a path under /projectDetailCxda (the bare path: 结业进度). */
export function tabOfPath(pathname: string): ArchiveTab {
  const segment = pathname.replace(/^\/projectDetailCxda\/?/, '').split('/')[0];
  return ARCHIVE_TABS.find((t) => t.key === segment)?.key ?? DEFAULT_TAB;
}

const PANES: Record<ArchiveTab, ComponentType<{ tbtpId: string }>> = {
  myClass: MyClassTab,
  myExam: MyExamTab,
  completionSchedule: ScheduleTab,
  excellentProgress: RankingTab,
};

export function StudyArchivePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tbtpId = params.get('id')?.trim() ?? '';
  const tab = tabOfPath(location.pathname);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  const Pane = PANES[tab];

  return (
    <Card styles={cardBody(narrow)}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        学习档案
      </Typography.Title>
      {!tbtpId ? (
        <EmptyState text="缺少专题班参数" />
      ) : (
        <>
          <p>
            <PortalLink
              href={`/projectDetail?id=${encodeURIComponent(tbtpId)}`}
            >
              返回班级
            </PortalLink>
          </p>
          <Tabs
            activeKey={tab}
            onChange={(key) => navigate(archivePath(key, tbtpId))}
            // On a touch screen the label itself (the element with role=tab)
            // is the 44 px target, instead of antd's padding around it.
            {...(compact
              ? {
                  styles: { item: { padding: 0 } },
                  // All four fit at 320 px; should a label not, the rest
                  // open from ⋯ with a tap (not on hover).
                  tabBarGutter: narrow ? 12 : 16,
                  more: { trigger: ['click'] },
                }
              : {})}
            items={ARCHIVE_TABS.map((t) => ({
              key: t.key,
              label: compact ? (
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                  }}
                >
                  {t.label}
                </span>
              ) : (
                t.label
              ),
            }))}
          />
          <Pane tbtpId={tbtpId} />
        </>
      )}
    </Card>
  );
}
