/**
 * 学时统计 (/learningcourse; /statistics redirects): the hours of a chosen
 * year per course and per month, each exportable as CSV.
 */
import type {
  ArchiveCourse,
  YearCourseStatistics,
} from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import {
  AsyncView,
  BORDER_SUBTLE,
  EmptyState,
  useCompactLayout,
} from '@portal/shared/ui';
import {
  Button,
  Card,
  Pagination,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { downloadCsv, toCsv } from './csv';
import { courseCsvRows, csvFileName, monthCsvRows } from './statistics-csv';
import {
  fetchStatisticsYears,
  fetchYearCourseStatistics,
} from './study-statistics.api';

/** `?year=` when it is a sane year, else `fallback`. */
export function yearFromQuery(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{4}$/.test(raw)) return fallback;
  const year = Number(raw);
  return year >= 2000 && year <= 2100 ? year : fallback;
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

function Figures({ stats }: { stats: YearCourseStatistics }) {
  return (
    <Space size="large" wrap data-testid="statistics-figures">
      <Statistic title="课程学时" value={fmt(stats.totalHours)} />
      <Statistic title="必修学时" value={fmt(stats.compulsoryHours)} />
      <Statistic title="选修学时" value={fmt(stats.optionalHours)} />
      <Statistic title="完成课程（门）" value={stats.courseCount} />
    </Space>
  );
}

function MonthTable({ stats }: { stats: YearCourseStatistics }) {
  return (
    <Table
      size="small"
      rowKey="month"
      pagination={false}
      dataSource={stats.months}
      data-testid="statistics-months"
      columns={[
        {
          title: '月份',
          dataIndex: 'month',
          render: (month: number) => `${month}月`,
        },
        { title: '完成课程数', dataIndex: 'courses' },
        {
          title: '学时',
          dataIndex: 'hours',
          render: (hours: number) => fmt(hours),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
          <Table.Summary.Cell index={1}>{stats.courseCount}</Table.Summary.Cell>
          <Table.Summary.Cell index={2}>
            {fmt(stats.totalHours)}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

const COURSES_PER_PAGE = 10;

const categoryText = (row: ArchiveCourse) =>
  row.subCategoryName && row.subCategoryName !== row.categoryName
    ? `${row.categoryName} · ${row.subCategoryName}`
    : row.categoryName;

const natureTag = (compulsory: boolean) =>
  compulsory ? <Tag color="red">必修</Tag> : <Tag>选修</Tag>;

/** Under 1024 px: each course a card with its five figures, ten a page. */
function CourseCards({ courses }: { courses: readonly ArchiveCourse[] }) {
  const [current, setCurrent] = useState(1);
  const shown = courses.slice(
    (current - 1) * COURSES_PER_PAGE,
    current * COURSES_PER_PAGE,
  );
  return (
    <div data-testid="statistics-courses">
      <ul
        aria-label="各课程学时"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {shown.map((course) => (
          <li
            key={course.courseId}
            style={{
              border: `1px solid ${BORDER_SUBTLE}`,
              borderRadius: 6,
              padding: '10px 12px',
              marginBottom: 8,
            }}
          >
            <div style={{ fontWeight: 500 }}>{course.courseName}</div>
            <div style={{ marginTop: 4 }}>
              {natureTag(course.isCompulsory)}
              <span>{fmt(course.hours)} 学时</span>
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {categoryText(course)} · 完成于 {course.creditedAt.slice(0, 16)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Pagination
        current={current}
        pageSize={COURSES_PER_PAGE}
        total={courses.length}
        onChange={setCurrent}
        hideOnSinglePage
        showSizeChanger={false}
        style={{ marginTop: 8 }}
      />
    </div>
  );
}

function CourseTable({ stats }: { stats: YearCourseStatistics }) {
  const compact = useCompactLayout();
  if (stats.courses.length === 0) {
    return <EmptyState text="本年度暂无已获得学时的课程" />;
  }
  if (compact) return <CourseCards courses={stats.courses} />;
  return (
    <Table<ArchiveCourse>
      size="small"
      rowKey="courseId"
      dataSource={stats.courses}
      pagination={{
        pageSize: COURSES_PER_PAGE,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      data-testid="statistics-courses"
      columns={[
        { title: '课程名称', dataIndex: 'courseName' },
        {
          title: '分类',
          dataIndex: 'categoryName',
          render: (_: string, row) => categoryText(row),
        },
        {
          title: '课程性质',
          dataIndex: 'isCompulsory',
          render: natureTag,
        },
        {
          title: '学时',
          dataIndex: 'hours',
          render: (hours: number) => fmt(hours),
        },
        {
          title: '完成时间',
          dataIndex: 'creditedAt',
          render: (at: string) => at.slice(0, 16),
        },
      ]}
    />
  );
}

export function StudyStatisticsPage() {
  const compact = useCompactLayout();
  const [params, setParams] = useSearchParams();
  const year = yearFromQuery(params.get('year'), new Date().getFullYear());
  const labelId = useId();
  const years = useRemoteData(fetchStatisticsYears);
  const stats = useRemoteData(
    useCallback(() => fetchYearCourseStatistics(year), [year]),
  );
  const options = [
    ...new Set([...(years.status === 'ready' ? years.data : []), year]),
  ].sort((a, b) => b - a);

  const exportCsv = (kind: 'courses' | 'months') => {
    if (stats.status !== 'ready') return;
    const rows =
      kind === 'courses' ? courseCsvRows(stats.data) : monthCsvRows(stats.data);
    downloadCsv(csvFileName(stats.data.year, kind), toCsv(rows));
  };
  const ready = stats.status === 'ready' && stats.data.year === year;

  return (
    <Card
      data-testid="study-statistics-page"
      styles={compact ? { body: { padding: 12 } } : undefined}
    >
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        学时统计
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <span id={labelId}>统计年度</span>
        <Select
          aria-labelledby={labelId}
          value={year}
          onChange={(next: number) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              updated.set('year', String(next));
              return updated;
            })
          }
          options={options.map((y) => ({ value: y, label: `${y}年` }))}
          style={{ width: 120 }}
        />
        <Button disabled={!ready} onClick={() => exportCsv('courses')}>
          导出课程学时CSV
        </Button>
        <Button disabled={!ready} onClick={() => exportCsv('months')}>
          导出月度学时CSV
        </Button>
      </Space>
      <AsyncView data={stats}>
        {(s) => (
          <>
            <Figures stats={s} />
            <section aria-labelledby={`${labelId}-months`}>
              <h2
                id={`${labelId}-months`}
                style={{ fontSize: 18, margin: '24px 0 12px' }}
              >
                {s.year}年各月学时
              </h2>
              <MonthTable stats={s} />
            </section>
            <section aria-labelledby={`${labelId}-courses`}>
              <h2
                id={`${labelId}-courses`}
                style={{ fontSize: 18, margin: '24px 0 12px' }}
              >
                {s.year}年各课程学时
              </h2>
              <CourseTable stats={s} />
            </section>
          </>
        )}
      </AsyncView>
    </Card>
  );
}
