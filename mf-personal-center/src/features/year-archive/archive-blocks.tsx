/** The blocks both archive layouts are made of. */
import type {
  AllYearsTotal,
  CategoryFigure,
  CourseFigure,
  KeywordFigure,
  MonthFigure,
  YearTotal,
} from '@portal/shared/contracts';
import { formatHours } from '@portal/shared/format';
import type { RemoteData } from '@portal/shared/hooks';
import { usePagedList } from '@portal/shared/hooks';
import {
  AsyncView,
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Button, Col, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { type ReactNode, useCallback, useId, useState } from 'react';

import { fetchCoursesOfCategory } from './archive.api';
import { BarChartView } from './bar-chart';
import { describeCategories, describeMonths } from './use-archive';

const MONTH_LABELS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);
/** On a phone "10月" does not fit under its bar; the month numbers do. */
const MONTH_NUMBERS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** A titled section whose heading names it for assistive technology. */
export function Section({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="archive-section"
      style={{ marginTop: 24 }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 8,
        }}
      >
        <h2 id={id} style={{ fontSize: 18, margin: '0 0 12px' }}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/**
 * A wide table in a sideways scroller of its own under 1024 px, so the page
 * itself never scrolls sideways; the scroller takes the keyboard focus there
 * (a scrollable region must be reachable without a mouse).
 */
function TableScroller({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  const compact = useCompactLayout();
  if (!compact) return <>{children}</>;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="table-scroller"
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </div>
  );
}

const tableStyle = {
  borderCollapse: 'collapse' as const,
  width: '100%',
  fontSize: 13,
};
const cellStyle = {
  border: '1px solid #e5e5e5',
  padding: '4px 8px',
  textAlign: 'center' as const,
};

export function TotalsBlock({
  total,
  allYears,
}: {
  total: YearTotal;
  allYears: RemoteData<AllYearsTotal>;
}) {
  const percent =
    total.requiredHours > 0
      ? Math.min(
          100,
          Math.round((total.totalHours / total.requiredHours) * 100),
        )
      : 100;
  return (
    <div data-testid="archive-totals">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic
            title="年度总学时"
            value={formatHours(total.totalHours)}
            suffix={`/ ${formatHours(total.requiredHours)}`}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="必修 / 选修学时"
            value={`${formatHours(total.compulsoryHours)} / ${formatHours(total.optionalHours)}`}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="完成课程（门）" value={total.completedCourses} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="学习天数" value={total.studyDays} />
        </Col>
      </Row>
      <Progress
        percent={percent}
        status={total.requirementMet ? 'success' : 'active'}
        aria-label={`年度学时完成${percent}%`}
        style={{ marginTop: 12 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        {total.requirementMet
          ? `已达到${total.year}年度${formatHours(total.requiredHours)}学时的要求。`
          : `距${total.year}年度${formatHours(total.requiredHours)}学时的要求还差${formatHours(total.remainingHours)}学时。`}
        课程学时{formatHours(total.courseHours)}，专题班及其他来源学时
        {formatHours(total.otherHours)}（不按月统计）。
        {allYears.status === 'ready' && allYears.data.firstYear !== null && (
          <span data-testid="archive-all-years">
            自{allYears.data.firstYear}年起累计
            {formatHours(allYears.data.totalHours)}学时、
            {allYears.data.totalCourses}门课程。
          </span>
        )}
      </Typography.Paragraph>
    </div>
  );
}

/** Month chart and, as its text alternative, the figures in a table. */
export function MonthsBlock({
  year,
  months,
  compact = false,
}: {
  year: number;
  months: readonly MonthFigure[];
  compact?: boolean;
}) {
  const summary = describeMonths(year, months);
  const narrow = useNarrowLayout();
  const compactTable = useCompactLayout();
  return (
    <div>
      <BarChartView
        testId="month-chart"
        labels={narrow ? MONTH_NUMBERS : MONTH_LABELS}
        values={months.map((m) => m.hours)}
        label={`${year}年各月学时柱状图。${summary}`}
        height={compact ? 180 : 240}
      />
      <TableScroller label={`${year}年各月课程学时表`}>
        <table
          style={{
            ...tableStyle,
            marginTop: 12,
            // Scrolled sideways in its scroller rather than squeezed.
            ...(compactTable ? { minWidth: 560 } : {}),
          }}
          data-testid="month-table"
        >
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>
            {year}年各月课程学时
          </caption>
          <thead>
            <tr>
              <th scope="row" style={cellStyle}>
                月份
              </th>
              {months.map((m) => (
                <th key={m.month} scope="col" style={cellStyle}>
                  {m.month}月
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" style={cellStyle}>
                学时
              </th>
              {months.map((m) => (
                <td key={m.month} style={cellStyle}>
                  {formatHours(m.hours)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" style={cellStyle}>
                课程
              </th>
              {months.map((m) => (
                <td key={m.month} style={cellStyle}>
                  {m.courses}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}

function CategoryCourses({
  year,
  category,
}: {
  year: number;
  category: CategoryFigure;
}) {
  const load = useCallback(
    (query: { pagesize: number; pagenum: number }) =>
      fetchCoursesOfCategory({
        ...query,
        year,
        categoryId: category.categoryId,
      }),
    [year, category.categoryId],
  );
  const { page, current, setCurrent } = usePagedList(load, 5);
  return (
    <div style={{ margin: '8px 0 0 16px' }} data-testid="category-courses">
      <AsyncView
        data={page}
        isEmpty={(p) => p.totalelements === 0}
        empty="暂无内容"
      >
        {(p) => (
          <>
            <ul
              aria-label={`${category.categoryName}的课程`}
              style={{ paddingLeft: 18, margin: 0 }}
            >
              {p.datalist.map((course) => (
                <li key={course.courseId}>
                  <PortalLink
                    href={`/commendIndex/coursedetail?id=${encodeURIComponent(course.courseId)}`}
                  >
                    {course.courseName}
                  </PortalLink>{' '}
                  <Typography.Text type="secondary">
                    {formatHours(course.hours)}学时 ·{' '}
                    {course.creditedAt.slice(0, 10)}
                  </Typography.Text>
                </li>
              ))}
            </ul>
            {p.totalelements > p.pagesize && (
              <div className="no-print" style={{ marginTop: 4 }}>
                <Button
                  size="small"
                  disabled={current <= 1}
                  onClick={() => setCurrent(current - 1)}
                >
                  上一页
                </Button>{' '}
                <Button
                  size="small"
                  disabled={current * p.pagesize >= p.totalelements}
                  onClick={() => setCurrent(current + 1)}
                >
                  下一页
                </Button>
              </div>
            )}
          </>
        )}
      </AsyncView>
    </div>
  );
}

/** Category chart, the figures in a table and each category's courses. */
export function CategoriesBlock({
  year,
  categories,
  showChart = true,
}: {
  year: number;
  categories: readonly CategoryFigure[];
  showChart?: boolean;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const compact = useCompactLayout();
  return (
    <div>
      {showChart && (
        <BarChartView
          testId="category-chart"
          horizontal
          labels={categories.map((c) => c.categoryName)}
          values={categories.map((c) => c.hours)}
          label={`${year}年各分类学时条形图。${describeCategories(year, categories)}`}
          height={Math.max(120, categories.length * 40 + 40)}
          color="#1f5fbf"
        />
      )}
      <TableScroller label={`${year}年各分类学时表`}>
        <table
          style={{
            ...tableStyle,
            marginTop: 12,
            ...(compact ? { minWidth: 360 } : {}),
          }}
          data-testid="category-table"
        >
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>
            {year}年各分类学时
          </caption>
          <thead>
            <tr>
              <th scope="col" style={cellStyle}>
                分类
              </th>
              <th scope="col" style={cellStyle}>
                学时
              </th>
              <th scope="col" style={cellStyle}>
                课程（门）
              </th>
              <th scope="col" style={cellStyle} className="no-print">
                课程明细
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.categoryId}>
                <th scope="row" style={{ ...cellStyle, textAlign: 'left' }}>
                  {c.categoryName}
                  {open === c.categoryId && (
                    <CategoryCourses year={year} category={c} />
                  )}
                </th>
                <td style={cellStyle}>{formatHours(c.hours)}</td>
                <td style={cellStyle}>{c.courses}</td>
                <td style={cellStyle} className="no-print">
                  <Button
                    type="link"
                    size="small"
                    aria-expanded={open === c.categoryId}
                    aria-label={`${open === c.categoryId ? '收起' : '查看'}${c.categoryName}的课程`}
                    onClick={() =>
                      setOpen(open === c.categoryId ? null : c.categoryId)
                    }
                  >
                    {open === c.categoryId ? '收起' : '查看课程'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}

/** Keywords sized by how many courses carry them. */
export function KeywordsBlock({
  keywords,
}: {
  keywords: readonly KeywordFigure[];
}) {
  const max = Math.max(1, ...keywords.map((k) => k.count));
  return (
    <ul
      aria-label="学习关键词"
      data-testid="archive-keywords"
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
      }}
    >
      {keywords.map((k) => (
        <li key={k.keyword}>
          <Tag
            color={k.count === max ? 'red' : undefined}
            style={{
              fontSize: 12 + Math.round((k.count / max) * 6),
              // A long keyword wraps inside its tag on a narrow screen.
              whiteSpace: 'normal',
              maxWidth: '100%',
            }}
          >
            {k.keyword}
            {/* Full colour: dimmed, it fell below 4.5:1 on the red tag. */}
            <span style={{ marginLeft: 4 }}>
              {k.count}门·{formatHours(k.hours)}学时
            </span>
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** Hot or new courses of the year. */
export function CourseFigureList({
  label,
  courses,
  kind,
}: {
  label: string;
  courses: readonly CourseFigure[];
  kind: 'hot' | 'new';
}) {
  return (
    <ol aria-label={label} style={{ paddingLeft: 20, margin: 0 }}>
      {courses.map((c) => (
        <li key={c.courseId} style={{ marginBottom: 6 }}>
          <PortalLink
            href={`/commendIndex/coursedetail?id=${encodeURIComponent(c.courseId)}`}
          >
            {c.courseName}
          </PortalLink>{' '}
          {c.studied && <Tag color="green">已学</Tag>}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.categoryName} · {formatHours(c.creditHour)}学时 ·{' '}
            {kind === 'hot'
              ? `本年${c.learners}人学习 · 累计${c.courseVisitor}人次`
              : `${c.publishDate.slice(0, 10)}上线`}
          </Typography.Text>
        </li>
      ))}
    </ol>
  );
}
