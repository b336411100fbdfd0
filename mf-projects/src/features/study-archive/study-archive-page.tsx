/**
 * 学习档案 (/projectDetailCxda/*?id=<tbtpId>): the tabs are the child paths
 * myClass, myExam, completionSchedule (the bare path) and
 * excellentProgress; switching keeps `?id=`.
 */
import type { ClassRankingRow } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import {
  EmptyState,
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import {
  Alert,
  Card,
  Descriptions,
  Progress,
  Skeleton,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { ResponsiveTable } from '../small-screens/responsive-table';
import { cardBody, touchLink } from '../small-screens/touch';
import { archivePath, checklistSummary } from './checklist';
import { ChecklistView } from './checklist-view';
import {
  fetchChecklist,
  fetchClassExams,
  fetchMyClass,
  fetchRanking,
  type MyClassCourse,
} from './study-archive.api';

export const ARCHIVE_TABS = [
  { key: 'myClass', label: '我的班级' },
  { key: 'myExam', label: '我的考试' },
  { key: 'completionSchedule', label: '结业进度' },
  { key: 'excellentProgress', label: '学习排行' },
] as const;
export type ArchiveTab = (typeof ARCHIVE_TABS)[number]['key'];
export const DEFAULT_TAB: ArchiveTab = 'completionSchedule';

/** The tab of a path under /projectDetailCxda (the bare path: 结业进度). */
export function tabOfPath(pathname: string): ArchiveTab {
  const segment = pathname.replace(/^\/projectDetailCxda\/?/, '').split('/')[0];
  return ARCHIVE_TABS.find((t) => t.key === segment)?.key ?? DEFAULT_TAB;
}

function Loading<T>({
  data,
  children,
}: {
  data: ReturnType<typeof useRemoteData<T>>;
  children: (value: T) => ReactNode;
}) {
  if (data.status === 'loading') return <Skeleton active />;
  if (data.status === 'error')
    return <Alert type="error" showIcon title={data.message} />;
  return <>{children(data.data)}</>;
}

const LEARNING_STATUS = {
  IN_PROGRESS: { text: '学习中', color: 'processing' },
  GRADUATED: { text: '已结业', color: 'success' },
  NOT_GRADUATED: { text: '未结业', color: 'warning' },
} as const;

function CourseList({
  title,
  courses,
}: {
  title: string;
  courses: readonly MyClassCourse[];
}) {
  return (
    <section style={{ marginTop: 16 }}>
      <h3 style={{ fontSize: 16 }}>{title}</h3>
      {courses.length === 0 ? (
        <EmptyState text="暂无课程" />
      ) : (
        <ul style={{ paddingLeft: 20 }}>
          {courses.map((course) => (
            <li key={course.id} style={{ margin: '6px 0' }}>
              <PortalLink
                href={`/commendIndex/coursedetail?id=${encodeURIComponent(course.id)}`}
              >
                {course.name}
              </PortalLink>{' '}
              <span style={{ color: '#595959' }}>
                {course.teacher} · {course.creditHour} 学时
              </span>{' '}
              <Tag color={course.completed ? 'success' : 'default'}>
                {course.completed ? '已完成' : '未完成'}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MyClassTab({ tbtpId }: { tbtpId: string }) {
  const load = useCallback(() => fetchMyClass(tbtpId), [tbtpId]);
  const data = useRemoteData(load);
  return (
    <Loading data={data}>
      {(c) => {
        const status = LEARNING_STATUS[c.learningStatus];
        const compulsory = c.courses.filter((x) => x.isCompulsory);
        const optional = c.courses.filter((x) => !x.isCompulsory);
        return (
          <section aria-labelledby="archive-my-class">
            <h2 id="archive-my-class" style={{ fontSize: 18 }}>
              我的班级 <Tag color={status.color}>{status.text}</Tag>
            </h2>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'org', label: '主办单位', children: c.orgName },
                {
                  key: 'dates',
                  label: '学习时间',
                  children: `${c.startDate} 至 ${c.endDate}`,
                },
                { key: 'enrolled', label: '报名时间', children: c.enrolledAt },
                {
                  key: 'hours',
                  label: '已获学时',
                  children: `${c.earnedHours} / ${c.requiredHours} 学时`,
                },
                {
                  key: 'compulsory',
                  label: '必修学时',
                  children: `${c.compulsoryEarned} / ${c.compulsoryHours}`,
                },
                {
                  key: 'elective',
                  label: '选修学时',
                  children: `${c.electiveEarned} / ${c.electiveHours}`,
                },
                {
                  key: 'courses',
                  label: '已学课程',
                  children: `${c.finishedCourses} / ${c.courseCount} 门`,
                },
                {
                  key: 'graduated',
                  label: '结业时间',
                  children: c.graduatedAt ?? '未结业',
                },
              ]}
            />
            <Progress
              percent={Math.min(
                100,
                Math.round(
                  (c.earnedHours / Math.max(1, c.requiredHours)) * 100,
                ),
              )}
              aria-label="学时完成进度"
              style={{ maxWidth: 480 }}
            />
            {c.certificate && (
              <p>
                结业证书：
                <PortalLink href="/personalCenter?acativeId=4">
                  {c.certificate.title}（{c.certificate.certNo}）
                </PortalLink>
              </p>
            )}
            <CourseList title="必修课程" courses={compulsory} />
            <CourseList title="选修课程" courses={optional} />
          </section>
        );
      }}
    </Loading>
  );
}

function MyExamTab({ tbtpId }: { tbtpId: string }) {
  const compact = useCompactLayout();
  const load = useCallback(() => fetchClassExams(tbtpId), [tbtpId]);
  const data = useRemoteData(load);
  return (
    <Loading data={data}>
      {(exams) => (
        <section aria-labelledby="archive-my-exam">
          <h2 id="archive-my-exam" style={{ fontSize: 18 }}>
            我的考试
          </h2>
          {exams.paper ? (
            <p>
              {exams.paper.title}：满分 {exams.paper.totalScore} 分，
              {exams.paper.passScore} 分合格，可作答{' '}
              {exams.paper.maxAttempts ?? '不限'} 次。{' '}
              <PortalLink
                href={`/projectStartExam?id=${encodeURIComponent(tbtpId)}`}
              >
                进入结业考试
              </PortalLink>
            </p>
          ) : (
            <p>本班未安排结业考试。</p>
          )}
          {exams.attempts.length === 0 && exams.history.length === 0 ? (
            <EmptyState text="暂无考试记录" />
          ) : (
            <ResponsiveTable
              size="small"
              rowKey="key"
              pagination={false}
              aria-label="考试记录"
              cardTitle="name"
              dataSource={[
                ...exams.attempts.map((a) => ({
                  key: a.attemptId,
                  name: `${exams.paper?.title ?? '结业考试'} 第${a.attemptNo}次`,
                  time: a.submittedAt ?? a.startedAt,
                  score:
                    a.score === null ? '作答中' : `${a.score}/${a.totalScore}`,
                  passed: a.passed,
                  review:
                    a.status === 'SUBMITTED'
                      ? `/projectReviewQuest?id=${encodeURIComponent(tbtpId)}&attemptId=${encodeURIComponent(a.attemptId)}`
                      : null,
                })),
                ...exams.history.map((h) => ({
                  key: h.id,
                  name: h.examName,
                  time: h.submittedAt,
                  score: `${h.score}/${h.totalScore}`,
                  passed: h.passed as boolean | null,
                  review: null,
                })),
              ]}
              columns={[
                { title: '考试', dataIndex: 'name', key: 'name' },
                { title: '时间', dataIndex: 'time', key: 'time' },
                { title: '成绩', dataIndex: 'score', key: 'score' },
                {
                  title: '结果',
                  dataIndex: 'passed',
                  key: 'passed',
                  render: (passed: boolean | null) =>
                    passed === null ? (
                      '—'
                    ) : (
                      <Tag color={passed ? 'success' : 'error'}>
                        {passed ? '合格' : '不合格'}
                      </Tag>
                    ),
                },
                {
                  title: '操作',
                  dataIndex: 'review',
                  key: 'review',
                  render: (href: string | null) =>
                    href ? (
                      <PortalLink href={href} style={touchLink(compact)}>
                        查看
                      </PortalLink>
                    ) : (
                      '—'
                    ),
                },
              ]}
            />
          )}
        </section>
      )}
    </Loading>
  );
}

function ScheduleTab({ tbtpId }: { tbtpId: string }) {
  const load = useCallback(() => fetchChecklist(tbtpId), [tbtpId]);
  const data = useRemoteData(load);
  return (
    <Loading data={data}>
      {(list) => (
        <section aria-labelledby="archive-schedule">
          <h2 id="archive-schedule" style={{ fontSize: 18 }}>
            结业进度{' '}
            <Tag color={list.graduated ? 'success' : 'processing'}>
              {list.graduated ? '已结业' : '未结业'}
            </Tag>
          </h2>
          <p data-testid="checklist-summary">{checklistSummary(list.items)}</p>
          {list.graduated && list.certificate && (
            <Alert
              type="success"
              showIcon
              title={`已于 ${list.graduatedAt ?? ''} 结业`}
              description={
                <PortalLink href="/personalCenter?acativeId=4">
                  查看结业证书（{list.certificate.certNo}）
                </PortalLink>
              }
              style={{ marginBottom: 12 }}
            />
          )}
          <ChecklistView items={list.items} />
        </section>
      )}
    </Loading>
  );
}

function RankingTab({ tbtpId }: { tbtpId: string }) {
  const [current, setCurrent] = useState(1);
  const load = useCallback(
    () => fetchRanking({ tbtpId, pagesize: 10, pagenum: current - 1 }),
    [tbtpId, current],
  );
  const data = useRemoteData(load);
  return (
    <Loading data={data}>
      {(page) => (
        <section aria-labelledby="archive-ranking">
          <h2 id="archive-ranking" style={{ fontSize: 18 }}>
            学习排行
          </h2>
          {page.myRank !== null && (
            <p data-testid="my-rank">
              我的排名：第 {page.myRank} 名，已获 {page.myHours} 学时
            </p>
          )}
          {page.totalelements === 0 ? (
            <EmptyState />
          ) : (
            <ResponsiveTable<ClassRankingRow>
              size="small"
              rowKey="rank"
              aria-label="班级学习排行"
              cardTitle="name"
              dataSource={page.datalist}
              rowClassName={(row) => (row.isMe ? 'ranking-me' : '')}
              pagination={{
                current,
                pageSize: page.pagesize,
                total: page.totalelements,
                onChange: setCurrent,
                showSizeChanger: false,
              }}
              columns={[
                { title: '名次', dataIndex: 'rank', key: 'rank', width: 70 },
                {
                  title: '姓名',
                  dataIndex: 'name',
                  key: 'name',
                  render: (name: string, row) =>
                    row.isMe ? (
                      <strong>
                        {name} <Tag color="red">我</Tag>
                      </strong>
                    ) : (
                      name
                    ),
                },
                { title: '单位', dataIndex: 'orgName', key: 'orgName' },
                { title: '学时', dataIndex: 'hours', key: 'hours' },
                {
                  title: '完成度',
                  dataIndex: 'progress',
                  key: 'progress',
                  render: (p: number) => `${p}%`,
                },
              ]}
            />
          )}
        </section>
      )}
    </Loading>
  );
}

export function StudyArchivePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tbtpId = params.get('id')?.trim() ?? '';
  const tab = tabOfPath(location.pathname);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();

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
          {tab === 'myClass' && <MyClassTab tbtpId={tbtpId} />}
          {tab === 'myExam' && <MyExamTab tbtpId={tbtpId} />}
          {tab === 'completionSchedule' && <ScheduleTab tbtpId={tbtpId} />}
          {tab === 'excellentProgress' && <RankingTab tbtpId={tbtpId} />}
        </>
      )}
    </Card>
  );
}
