import { fetchYearHours } from '@portal/shared/api';
import { useRemoteData } from '@portal/shared/hooks';
import {
  unreadLettersAtom,
  useAtomValue,
  useTenantCapabilities,
} from '@portal/shared/state';
import type { UserInfo } from '@portal/shared/contracts';
import {
  AsyncView,
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import {
  Avatar,
  Badge,
  Card,
  Col,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useCallback } from 'react';

import { useTouchLinkStyle } from '../../lib/touch-targets';
import { ContinueLearning } from './continue-learning';
import { HoursSummary } from './hours-summary';

const ENTRIES = [
  ['/personalYearStuday', '年度学习档案'],
  ['/messageCenter', '消息中心'],
  ['/projectIndex', '网上专题班'],
  ['/scheme', '巩固练习活动'],
  ['/home', '返回首页'],
] as const;

/**
 * The hours summary's height once loaded (its figures wrap to more lines on
 * a phone), kept while it loads so the cards below it do not move.
 */
const HOURS_HEIGHT = { narrow: 251, wide: 142 };

const heading = (text: string) => (
  <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>
);

/**
 * The top of the learning centre: who, this year's hours and the plan to
 * the year's end, unread letters and the courses to continue.
 */
export function LearningOverview({
  user,
  onOpenLetters,
}: {
  user: UserInfo;
  /** Opens the letters tab. */
  onOpenLetters(): void;
}) {
  const { splitHours } = useTenantCapabilities();
  const unread = useAtomValue(unreadLettersAtom);
  const year = new Date().getFullYear();
  const loadHours = useCallback(
    () => fetchYearHours(user.idCardHash, year),
    [user.idCardHash, year],
  );
  const hours = useRemoteData(loadHours);
  const linkStyle = useTouchLinkStyle();
  const compact = useCompactLayout();
  const narrow = useNarrowLayout();
  // A phone's width goes to the figures rather than to the cards' margins.
  const cardStyles = compact
    ? { body: { padding: 12 }, header: { padding: '0 12px' } }
    : undefined;

  return (
    <>
      <Card styles={cardStyles}>
        <Space size="large" align="center" wrap>
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
          <Badge count={unread ?? 0} size="small">
            <a
              href="?acativeId=6"
              onClick={(event) => {
                event.preventDefault();
                onOpenLetters();
              }}
              data-testid="overview-unread"
              style={linkStyle}
            >
              {unread === null
                ? '我的消息'
                : unread > 0
                  ? `${unread} 条未读消息`
                  : '没有未读消息'}
            </a>
          </Badge>
        </Space>
        <nav aria-label="常用入口" style={{ marginTop: 12 }}>
          <Space size={['large', linkStyle ? 'small' : 'large']} wrap>
            {ENTRIES.map(([href, text]) => (
              <PortalLink key={href} href={href} style={linkStyle}>
                {text}
              </PortalLink>
            ))}
          </Space>
        </nav>
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <Card
            title={heading(`${year}年度学时`)}
            style={{ height: '100%' }}
            styles={cardStyles}
          >
            <AsyncView
              data={hours}
              loading={
                <div
                  style={{
                    minHeight: narrow ? HOURS_HEIGHT.narrow : HOURS_HEIGHT.wide,
                  }}
                >
                  <Skeleton active />
                </div>
              }
            >
              {(h) => <HoursSummary hours={h} splitHours={splitHours} />}
            </AsyncView>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            title={heading('继续学习')}
            style={{ height: '100%' }}
            styles={cardStyles}
          >
            <ContinueLearning />
          </Card>
        </Col>
      </Row>
    </>
  );
}
