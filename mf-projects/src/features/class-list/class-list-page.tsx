import { usePagedList } from '@portal/shared/hooks';
import { EmptyState } from '@portal/shared/ui';
import { Alert, Card, List, Skeleton, Tag, Typography } from 'antd';

import { fetchClasses, type TrainingClass } from './class-list.api';

const STATUS: Record<TrainingClass['status'], { text: string; color: string }> =
  {
    NOT_STARTED: { text: '未开始', color: 'default' },
    IN_PROGRESS: { text: '进行中', color: 'green' },
    ENDED: { text: '已结束', color: 'red' },
  };

const ENROLL: Record<TrainingClass['enrollStatus'], string> = {
  NONE: '未报名',
  PENDING: '审核中',
  ENROLLED: '已报名',
};

export function ClassListPage() {
  const { page, current, setCurrent } = usePagedList(fetchClasses, 8);
  return (
    <div data-testid="mf-projects-page">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        网上专题班
      </Typography.Title>
      {page.status === 'loading' && <Skeleton active />}
      {page.status === 'error' && (
        <Alert type="error" showIcon title={page.message} />
      )}
      {page.status === 'ready' &&
        (page.data.totalelements === 0 ? (
          <EmptyState text="暂无专题班，敬请期待" />
        ) : (
          <List
            aria-label="专题班列表"
            grid={{ gutter: 16, xs: 1, sm: 2, lg: 4 }}
            dataSource={page.data.datalist}
            pagination={{
              current,
              pageSize: page.data.pagesize,
              total: page.data.totalelements,
              onChange: setCurrent,
              showSizeChanger: false,
            }}
            renderItem={(item) => (
              <List.Item>
                <Card
                  cover={
                    <img
                      src={item.cover}
                      alt={item.name}
                      style={{ height: 140, objectFit: 'cover' }}
                    />
                  }
                >
                  <Card.Meta
                    title={
                      <h2
                        style={{
                          fontSize: 15,
                          margin: 0,
                          whiteSpace: 'normal',
                        }}
                      >
                        {item.name}
                      </h2>
                    }
                    description={
                      <>
                        <div>{item.orgName}</div>
                        <div>
                          {item.startDate} 至 {item.endDate}
                        </div>
                        <div style={{ marginTop: 8 }}>
                          <Tag color={STATUS[item.status].color}>
                            {STATUS[item.status].text}
                          </Tag>
                          <Tag>{ENROLL[item.enrollStatus]}</Tag>
                          <Tag>{item.requiredHours} 学时</Tag>
                        </div>
                      </>
                    }
                  />
                </Card>
              </List.Item>
            )}
          />
        ))}
    </div>
  );
}
