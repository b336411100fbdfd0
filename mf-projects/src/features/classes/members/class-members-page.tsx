import { usePagedList } from '@portal/shared/hooks';
import {
  AsyncView,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Card, Input, Tag } from 'antd';
import { useCallback, useState } from 'react';

import type { ClassDetail } from '@portal/shared/contracts';
import {
  ClassGate,
  ClassPageHeader,
  useClassDetail,
  useClassId,
} from '../../../components/class-context';
import { ResponsiveTable } from '@portal/shared/ui/responsive-table';
import { cardBody, touchClear } from '@portal/shared/ui/touch';
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
        <AsyncView data={page} isEmpty={(p) => p.totalelements === 0}>
          {(p) => (
            <ResponsiveTable
              aria-label="班级成员列表"
              cardTitle="name"
              rowKey="id"
              size="small"
              dataSource={p.datalist}
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
                pageSize: p.pagesize,
                total: p.totalelements,
                onChange: setCurrent,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 人`,
              }}
            />
          )}
        </AsyncView>
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
