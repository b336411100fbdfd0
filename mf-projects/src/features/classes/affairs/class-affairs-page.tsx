import { useRemoteData } from '@portal/shared/hooks';
import { AsyncView, EmptyState, useNarrowLayout } from '@portal/shared/ui';
import { Card, Typography } from 'antd';
import { useCallback } from 'react';

import type { ClassDetail } from '@portal/shared/contracts';
import {
  ClassGate,
  ClassPageHeader,
  useClassDetail,
  useClassId,
} from '../../../components/class-context';
import { fetchClassAffairs } from './class-affairs.api';
import { ResponsiveTable } from '@portal/shared/ui/responsive-table';
import { cardBody } from '@portal/shared/ui/touch';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function Affairs({ detail }: { detail: ClassDetail }) {
  const load = useCallback(
    () => fetchClassAffairs(detail.tbtpId),
    [detail.tbtpId],
  );
  const affairs = useRemoteData(load);
  const narrow = useNarrowLayout();
  return (
    <div data-testid="mf-projects-page">
      <Card styles={cardBody(narrow)}>
        <ClassPageHeader title="班务管理" detail={detail} />
        <AsyncView data={affairs}>
          {(data) => (
            <>
              <Section id="affairs-committee" title="班委会">
                {data.committee.length === 0 ? (
                  <EmptyState text="暂无数据" />
                ) : (
                  <ResponsiveTable
                    aria-label="班委会"
                    cardTitle="role"
                    rowKey="role"
                    size="small"
                    pagination={false}
                    dataSource={data.committee}
                    columns={[
                      { title: '职务', dataIndex: 'role', key: 'role' },
                      { title: '姓名', dataIndex: 'name', key: 'name' },
                      { title: '单位', dataIndex: 'orgName', key: 'orgName' },
                    ]}
                  />
                )}
              </Section>
              <Section id="affairs-schedule" title="教学安排">
                {data.schedule.length === 0 ? (
                  <EmptyState text="暂无数据" />
                ) : (
                  <ResponsiveTable
                    aria-label="教学安排"
                    cardTitle="phase"
                    rowKey="phase"
                    size="small"
                    pagination={false}
                    dataSource={data.schedule}
                    columns={[
                      { title: '阶段', dataIndex: 'phase', key: 'phase' },
                      {
                        title: '时间',
                        key: 'dates',
                        render: (_: unknown, row) =>
                          `${row.startDate} 至 ${row.endDate}`,
                      },
                      { title: '内容', dataIndex: 'content', key: 'content' },
                    ]}
                  />
                )}
              </Section>
              <Section id="affairs-contacts" title="联系方式">
                {data.contacts.length === 0 ? (
                  <EmptyState text="暂无数据" />
                ) : (
                  <ul aria-label="联系方式" style={{ paddingLeft: 20 }}>
                    {data.contacts.map((c) => (
                      <li key={c.role} style={{ overflowWrap: 'anywhere' }}>
                        {c.role}：{c.name}，电话 {c.phone}，邮箱{' '}
                        <a href={`mailto:${c.email}`}>{c.email}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
            </>
          )}
        </AsyncView>
      </Card>
    </div>
  );
}

/** /projectDetailBwgl?id=: 班务 (committee, schedule, contacts). */
export function ClassAffairsPage() {
  const load = useClassDetail(useClassId());
  return (
    <ClassGate load={load}>{(detail) => <Affairs detail={detail} />}</ClassGate>
  );
}
