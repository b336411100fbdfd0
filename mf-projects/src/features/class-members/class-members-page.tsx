import { usePagedList } from '@portal/shared/hooks';
import {
  EmptyState,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Alert, Card, Input, Skeleton, Tag } from 'antd';
import { useCallback, useState } from 'react';

import type { ClassDetail } from '../class-detail/class-detail.api';
import {
  ClassGate,
  ClassPageHeader,
  useClassDetail,
  useClassId,
} from '../class-detail/class-context';
import { ResponsiveTable } from '../small-screens/responsive-table';
import { cardBody, touchClear } from '../small-screens/touch';
import { fetchMembers } from './class-members.api';

const PAGE_SIZE = 20;

function Members({ detail }: { detail: ClassDetail }) {
  const [name, setName] = useState('');
  const load = useCallback(
    (query: { pagesize: number; pagenum: number }) =>
      fetchMembers({
        ...query,
        tbtpId: detail.tbtpId,
        ...(name ? { name } : {}),
      }),
    [detail.tbtpId, name],
  );
  const { page, current, setCurrent } = usePagedList(load, PAGE_SIZE);
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  return (
    <div data-testid="mf-projects-page">
      <Card styles={cardBody(narrow)}>
        <ClassPageHeader title="班级成员" detail={detail} />
        {detail.signedIn ? (
          <Input.Search
            aria-label="搜索成员姓名"
            placeholder="请输入成员姓名"
            allowClear={touchClear(compact)}
            onSearch={(value) => setName(value.trim())}
            style={{ maxWidth: 320, marginBottom: 16 }}
          />
        ) : (
          <p>登录后可查看成员完整姓名。</p>
        )}
        {page.status === 'loading' && <Skeleton active />}
        {page.status === 'error' && (
          <Alert type="error" showIcon title={page.message} />
        )}
        {page.status === 'ready' &&
          (page.data.totalelements === 0 ? (
            <EmptyState text="暂无数据" />
          ) : (
            <ResponsiveTable
              aria-label="班级成员列表"
              cardTitle="name"
              rowKey="id"
              size="small"
              dataSource={page.data.datalist}
              columns={[
                { title: '姓名', dataIndex: 'name', key: 'name' },
                { title: '单位', dataIndex: 'orgName', key: 'orgName' },
                {
                  title: '角色',
                  dataIndex: 'role',
                  key: 'role',
                  render: (role: string) =>
                    role === '学员' ? role : <Tag color="red">{role}</Tag>,
                },
                {
                  title: '报名时间',
                  dataIndex: 'enrolledAt',
                  key: 'enrolledAt',
                  render: (at: string) => at.slice(0, 10),
                },
              ]}
              pagination={{
                current,
                pageSize: page.data.pagesize,
                total: page.data.totalelements,
                onChange: setCurrent,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 人`,
              }}
            />
          ))}
      </Card>
    </div>
  );
}

function MembersPage() {
  const load = useClassDetail(useClassId());
  return (
    <ClassGate load={load}>{(detail) => <Members detail={detail} />}</ClassGate>
  );
}

/** /projectDetailBjcy?id= */
export function ClassMembersPage() {
  return <MembersPage />;
}

/** /openBjcy?id=: visitors see names partly masked. */
export function OpenClassMembersPage() {
  return <MembersPage />;
}
