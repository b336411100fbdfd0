import { fetchYearHours } from '@portal/shared/api';
import { useRemoteData } from '@portal/shared/hooks';
import {
  siteConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { PortalLink } from '@portal/shared/ui';
import { Alert, Avatar, Card, Skeleton, Space, Typography } from 'antd';
import { useCallback } from 'react';

import { HoursSummary } from './hours-summary';

export function OverviewPage() {
  // The user was loaded by the shell into the shared store.
  const user = useAtomValue(userInfoAtom);
  const site = useAtomValue(siteConfigAtom);
  const year = new Date().getFullYear();
  const loadHours = useCallback(
    () => fetchYearHours(user?.idCardHash ?? '', year),
    [user?.idCardHash, year],
  );
  const hours = useRemoteData(loadHours);

  if (!user) return <Skeleton active />;
  return (
    <div data-testid="mf-personal-center-page">
      <Card>
        <Space size="large" align="center">
          <Avatar
            size={64}
            src={user.avatar || undefined}
            alt={`${user.name}的头像`}
          >
            {user.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography.Title
              level={1}
              style={{ fontSize: 22, margin: 0 }}
              data-testid="learner-name"
            >
              {user.name}
            </Typography.Title>
            <Typography.Text type="secondary">{user.orgName}</Typography.Text>
          </div>
        </Space>
      </Card>
      <Card
        title={<h2 style={{ margin: 0, fontSize: 18 }}>{year}年度学时</h2>}
        style={{ marginTop: 16 }}
      >
        {hours.status === 'loading' && <Skeleton active />}
        {hours.status === 'error' && (
          <Alert type="error" showIcon title={hours.message} />
        )}
        {hours.status === 'ready' && (
          <HoursSummary hours={hours.data} tenantId={site?.tenantId ?? ''} />
        )}
      </Card>
      <Card
        title={<h2 style={{ margin: 0, fontSize: 18 }}>常用入口</h2>}
        style={{ marginTop: 16 }}
      >
        <Space size="large">
          <PortalLink href="/projectIndex">网上专题班</PortalLink>
          <PortalLink href="/scheme">巩固练习活动</PortalLink>
          <PortalLink href="/index">返回首页</PortalLink>
        </Space>
      </Card>
      <Typography.Text
        type="secondary"
        style={{ display: 'block', marginTop: 16, fontSize: 12 }}
      >
        mf-personal-center 版本 {__APP_VERSION__}
      </Typography.Text>
    </div>
  );
}
