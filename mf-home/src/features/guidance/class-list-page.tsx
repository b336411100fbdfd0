import type {
  AcademyCourse,
  AcademyTopic,
  Page,
} from '@portal/shared/contracts';
import { safeHref } from '@portal/shared/format';
import { type RemoteData, useRemoteData } from '@portal/shared/hooks';
import { PagedView } from '@portal/shared/ui/paged-view';
import { TEXT_SECONDARY } from '@portal/shared/ui';
import { Card, Tabs, Typography } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  TAB_LABEL,
  useCardStyles,
  useCompactLayout,
} from '../../lib/compact-layout';
import {
  type AcademyListState,
  type AcademyTab,
  readAcademyState,
  writeAcademyState,
} from './guidance-logic';
import { fetchAcademyCourses, fetchAcademyTopics } from './guidance.api';

const ACADEMY_PAGE_SIZE: Record<AcademyTab, number> = {
  topic: 8,
  course: 12,
};

const TAB_LABELS: Record<AcademyTab, string> = {
  topic: '专题',
  course: '课程',
};

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
const lineStyle = { margin: '4px 0 0', color: TEXT_SECONDARY, fontSize: 13 };

function Cover({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={400}
      height={225}
      style={{
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        borderRadius: 4,
      }}
    />
  );
}

function ItemLink({ href, children }: { href: string; children: ReactNode }) {
  // The academy is another site: its pages open in a new window.
  return (
    <a href={safeHref(href)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function TopicItem({ topic }: { topic: AcademyTopic }) {
  return (
    <li>
      <ItemLink href={topic.url}>
        <Cover src={topic.cover} />
        <h3 style={{ fontSize: 15, margin: '8px 0 0' }}>{topic.name}</h3>
      </ItemLink>
      <p style={lineStyle}>{topic.description}</p>
      <p style={lineStyle}>
        {topic.courseCount} 门课程 · {topic.publishDate}
      </p>
    </li>
  );
}

function CourseItem({ course }: { course: AcademyCourse }) {
  return (
    <li>
      <ItemLink href={course.url}>
        <Cover src={course.cover} />
        <h3 style={{ fontSize: 15, margin: '8px 0 0' }}>{course.name}</h3>
      </ItemLink>
      <p style={lineStyle}>主讲：{course.teacher}</p>
      <p style={lineStyle}>
        {course.duration} 分钟 · {course.creditHour} 学时 · {course.publishDate}
      </p>
    </li>
  );
}

function AcademyList<T extends { id: string }>({
  label,
  page,
  current,
  onPage,
  renderItem,
}: {
  label: string;
  page: RemoteData<Page<T>>;
  current: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <PagedView page={page} current={current} onChange={onPage} align="end">
      {(items) => (
        <ul aria-label={label} style={gridStyle}>
          {items.map(renderItem)}
        </ul>
      )}
    </PagedView>
  );
}

function TopicTab({ state, onPage }: TabProps) {
  const load = useCallback(
    () =>
      fetchAcademyTopics({
        pagesize: ACADEMY_PAGE_SIZE.topic,
        pagenum: state.page - 1,
      }),
    [state.page],
  );
  return (
    <AcademyList
      label="中国干部网络学院专题"
      page={useRemoteData(load)}
      current={state.page}
      onPage={onPage}
      renderItem={(topic: AcademyTopic) => (
        <TopicItem key={topic.id} topic={topic} />
      )}
    />
  );
}

function CourseTab({ state, onPage }: TabProps) {
  const load = useCallback(
    () =>
      fetchAcademyCourses({
        pagesize: ACADEMY_PAGE_SIZE.course,
        pagenum: state.page - 1,
      }),
    [state.page],
  );
  return (
    <AcademyList
      label="中国干部网络学院课程"
      page={useRemoteData(load)}
      current={state.page}
      onPage={onPage}
      renderItem={(course: AcademyCourse) => (
        <CourseItem key={course.id} course={course} />
      )}
    />
  );
}

interface TabProps {
  state: AcademyListState;
  onPage: (page: number) => void;
}

/**
 * /classList: the national academy's (中国干部网络学院) topics and courses in
 * two tabs, paged; tab and page are kept in the address.
 */
export function ClassListPage() {
  const [params, setParams] = useSearchParams();
  const state = readAcademyState(params);
  const go = (next: AcademyListState) => setParams(writeAcademyState(next));
  const onPage = (page: number) => go({ ...state, page });
  const compact = useCompactLayout();
  const cardStyles = useCardStyles();
  return (
    <Card styles={cardStyles}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        中国干部网络学院
      </Typography.Title>
      <p style={{ color: TEXT_SECONDARY }}>
        中国干部网络学院的专题和课程，点击后在新窗口中打开。
      </p>
      <Tabs
        activeKey={state.tab}
        onChange={(key) =>
          go({ tab: key === 'course' ? 'course' : 'topic', page: 1 })
        }
        destroyOnHidden
        items={(['topic', 'course'] as const).map((tab) => ({
          key: tab,
          label: compact ? (
            <span style={TAB_LABEL}>{TAB_LABELS[tab]}</span>
          ) : (
            TAB_LABELS[tab]
          ),
          children:
            tab === 'topic' ? (
              <TopicTab state={state} onPage={onPage} />
            ) : (
              <CourseTab state={state} onPage={onPage} />
            ),
        }))}
      />
    </Card>
  );
}
