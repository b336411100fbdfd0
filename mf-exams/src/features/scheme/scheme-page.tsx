import { usePagedList } from '@portal/shared/hooks';
import { EmptyState } from '@portal/shared/ui';
import {
  Alert,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';

import { type ConsolidationPlan, fetchPlans } from './scheme.api';

const STATUS: Record<
  ConsolidationPlan['status'],
  { text: string; color: string }
> = {
  NOT_STARTED: { text: '未开始', color: 'default' },
  IN_PROGRESS: { text: '进行中', color: 'green' },
  ENDED: { text: '已结束', color: 'red' },
};

const columns: TableColumnsType<ConsolidationPlan> = [
  { title: '活动方案', dataIndex: 'name', key: 'name' },
  {
    title: '活动时间',
    key: 'time',
    render: (_, plan) =>
      `${plan.startTime.slice(0, 10)} 至 ${plan.endTime.slice(0, 10)}`,
  },
  { title: '练习数', dataIndex: 'examCount', key: 'examCount', width: 90 },
  { title: '合格分', dataIndex: 'passScore', key: 'passScore', width: 90 },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    width: 100,
    render: (status: ConsolidationPlan['status']) => (
      <Tag color={STATUS[status].color}>{STATUS[status].text}</Tag>
    ),
  },
];

export function SchemePage() {
  const { page, current, setCurrent } = usePagedList(fetchPlans, 10);
  return (
    <div data-testid="mf-exams-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        巩固练习活动方案
      </Typography.Title>
      {page.status === 'loading' && <Skeleton active />}
      {page.status === 'error' && (
        <Alert type="error" showIcon title={page.message} />
      )}
      {page.status === 'ready' &&
        (page.data.totalelements === 0 ? (
          <EmptyState />
        ) : (
          <Table
            rowKey="id"
            columns={columns}
            dataSource={page.data.datalist}
            expandable={{ expandedRowRender: (plan) => plan.description }}
            pagination={{
              current,
              pageSize: page.data.pagesize,
              total: page.data.totalelements,
              onChange: setCurrent,
              showSizeChanger: false,
            }}
          />
        ))}
    </div>
  );
}
