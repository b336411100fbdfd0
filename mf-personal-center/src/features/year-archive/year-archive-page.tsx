/**
 * 年度学习档案: /personalYearStuday (a dashboard) and /personalYearStudayXJ
 * (the same figures as a compact report with a month timeline). Both share
 * the data hooks; the year is kept in the URL (?year=).
 */
import { formatHours } from '@portal/shared/format';
import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import { AsyncView, PortalLink, useCompactLayout } from '@portal/shared/ui';
import {
  Button,
  Card,
  Col,
  Row,
  Select,
  Space,
  Timeline,
  Typography,
} from 'antd';
import { useId } from 'react';

import {
  usePrimaryActionStyle,
  useTouchLinkStyle,
} from '../../lib/touch-targets';
import {
  CategoriesBlock,
  CourseFigureList,
  KeywordsBlock,
  MonthsBlock,
  Section,
  TotalsBlock,
} from './archive-blocks';
import { CHART_CSS } from './bar-chart';
import {
  type ArchiveData,
  busiestMonth,
  useArchiveData,
  useArchiveYear,
  yearOptions,
} from './use-archive';

/**
 * Printing shows the archive alone, on A4, without the portal's frame or
 * the page's controls.
 */
const ARCHIVE_PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden; }
  .archive-print, .archive-print * { visibility: visible; }
  .archive-print { position: absolute; left: 0; top: 0; width: 100%; }
  .archive-print .no-print { display: none !important; }
  .archive-section { break-inside: avoid; }
}
`;

/** A phone's width goes to the figures rather than to the card's margin. */
function cardStyles(compact: boolean) {
  return compact ? { body: { padding: 12 } } : undefined;
}

function ArchiveStyles() {
  return (
    <style>
      {CHART_CSS}
      {ARCHIVE_PRINT_CSS}
    </style>
  );
}

function Toolbar({
  year,
  setYear,
  data,
  variantLink,
}: {
  year: number;
  setYear: (year: number) => void;
  data: ArchiveData;
  variantLink: { href: string; text: string };
}) {
  const labelId = useId();
  const primary = usePrimaryActionStyle();
  const linkStyle = useTouchLinkStyle();
  const years =
    data.config.status === 'ready'
      ? yearOptions(data.config.data.years, year)
      : yearOptions([], year);
  return (
    <Space wrap className="no-print" style={{ marginBottom: 8 }}>
      <span id={labelId}>选择年度</span>
      <Select
        aria-labelledby={labelId}
        data-testid="archive-year"
        value={year}
        onChange={setYear}
        options={years.map((y) => ({ value: y, label: `${y}年` }))}
        style={{ width: 120 }}
      />
      <Button type="primary" onClick={() => window.print()} style={primary}>
        打印档案
      </Button>
      <PortalLink href={`${variantLink.href}?year=${year}`} style={linkStyle}>
        {variantLink.text}
      </PortalLink>
    </Space>
  );
}

function Holder({ year }: { year: number }) {
  const user = useAtomValue(userInfoAtom);
  if (!user) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="archive-holder">
      学员：{user.name} · 单位：{user.orgName} · 档案年度：{year}年
    </Typography.Paragraph>
  );
}

export function YearArchivePage() {
  const compact = useCompactLayout();
  const [year, setYear] = useArchiveYear();
  const data = useArchiveData(year);
  return (
    <Card data-testid="year-archive-page" styles={cardStyles(compact)}>
      <ArchiveStyles />
      <Toolbar
        year={year}
        setYear={setYear}
        data={data}
        variantLink={{ href: '/personalYearStudayXJ', text: '报告版式' }}
      />
      <div className="archive-print">
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {year}年度学习档案
        </Typography.Title>
        <Holder year={year} />
        <Section title="年度学时">
          <AsyncView data={data.total}>
            {(total) => <TotalsBlock total={total} allYears={data.allYears} />}
          </AsyncView>
        </Section>
        <Section title="各月学时" testId="archive-months">
          <AsyncView data={data.total}>
            {(total) => <MonthsBlock year={year} months={total.months} />}
          </AsyncView>
        </Section>
        <Section title="分类学时" testId="archive-categories">
          <AsyncView data={data.categories}>
            {(list) => <CategoriesBlock year={year} categories={list} />}
          </AsyncView>
        </Section>
        <Section title="学习关键词">
          <AsyncView data={data.keywords}>
            {(list) => <KeywordsBlock keywords={list} />}
          </AsyncView>
        </Section>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Section title="热门课程" testId="archive-hot">
              <AsyncView
                data={data.hot}

                empty="暂无内容"
              >
                {(list) => (
                  <CourseFigureList
                    label={`${year}年热门课程`}
                    courses={list}
                    kind="hot"
                  />
                )}
              </AsyncView>
            </Section>
          </Col>
          <Col xs={24} md={12}>
            <Section title="新上线课程" testId="archive-new">
              <AsyncView
                data={data.fresh}

                empty="暂无内容"
              >
                {(list) => (
                  <CourseFigureList
                    label={`${year}年新上线课程`}
                    courses={list}
                    kind="new"
                  />
                )}
              </AsyncView>
            </Section>
          </Col>
        </Row>
      </div>
    </Card>
  );
}

/** The report variant: a summary in words, a month timeline, the figures. */
export function YearArchiveXJPage() {
  const compact = useCompactLayout();
  const [year, setYear] = useArchiveYear();
  const data = useArchiveData(year);
  return (
    <Card data-testid="year-archive-xj-page" styles={cardStyles(compact)}>
      <ArchiveStyles />
      <Toolbar
        year={year}
        setYear={setYear}
        data={data}
        variantLink={{ href: '/personalYearStuday', text: '图表版式' }}
      />
      <div className="archive-print" style={{ maxWidth: 820 }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {year}年度学习报告
        </Typography.Title>
        <Holder year={year} />
        <AsyncView data={data.total}>
          {(total) => {
            const top = busiestMonth(total.months);
            const first =
              data.categories.status === 'ready'
                ? data.categories.data[0]
                : undefined;
            return (
              <Typography.Paragraph
                data-testid="archive-summary"
                style={{ fontSize: 15, lineHeight: 1.9 }}
              >
                {year}年，您共获得
                <strong>{formatHours(total.totalHours)}</strong>
                学时（必修{formatHours(total.compulsoryHours)}、选修
                {formatHours(total.optionalHours)}），完成
                <strong>{total.completedCourses}</strong>门课程，学习
                {total.studyDays}天。
                {top &&
                  `${top.month}月学得最多，共${formatHours(top.hours)}学时。`}
                {first && `投入最多的是“${first.categoryName}”类课程。`}
                {total.requirementMet
                  ? '已达到年度学时要求。'
                  : `距年度要求还差${formatHours(total.remainingHours)}学时。`}
              </Typography.Paragraph>
            );
          }}
        </AsyncView>
        <Section title="学习时间线" testId="archive-months">
          <AsyncView data={data.total}>
            {(total) => {
              const busy = total.months.filter((m) => m.hours > 0);
              return (
                <>
                  {busy.length > 0 ? (
                    <Timeline
                      items={busy.map((m) => ({
                        key: m.month,
                        content: `${year}年${m.month}月：完成${m.courses}门课程，获得${formatHours(m.hours)}学时`,
                      }))}
                    />
                  ) : (
                    <Typography.Paragraph type="secondary">
                      本年度暂无课程学时记录
                    </Typography.Paragraph>
                  )}
                  <MonthsBlock year={year} months={total.months} compact />
                </>
              );
            }}
          </AsyncView>
        </Section>
        <Section title="分类学时" testId="archive-categories">
          <AsyncView data={data.categories}>
            {(list) => (
              <CategoriesBlock
                year={year}
                categories={list}
                showChart={false}
              />
            )}
          </AsyncView>
        </Section>
        <Section title="学习关键词">
          <AsyncView data={data.keywords}>
            {(list) => <KeywordsBlock keywords={list} />}
          </AsyncView>
        </Section>
        <Section title="热门与新上线课程" testId="archive-hot">
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <AsyncView
                data={data.hot}

                empty="暂无内容"
              >
                {(list) => (
                  <CourseFigureList
                    label={`${year}年热门课程`}
                    courses={list}
                    kind="hot"
                  />
                )}
              </AsyncView>
            </Col>
            <Col xs={24} md={12}>
              <AsyncView
                data={data.fresh}

                empty="暂无内容"
              >
                {(list) => (
                  <CourseFigureList
                    label={`${year}年新上线课程`}
                    courses={list}
                    kind="new"
                  />
                )}
              </AsyncView>
            </Col>
          </Row>
        </Section>
      </div>
    </Card>
  );
}
