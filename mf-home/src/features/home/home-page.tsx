import {
  siteConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { Col, Row, Typography } from 'antd';

import { BannerCarousel } from './banner-carousel';
import {
  ClassesEntry,
  Columns,
  DigitalBooks,
  EducationBases,
  LearningRanking,
  LiveBroadcasts,
  RecommendedCourses,
  SpecialTopics,
} from './home-sections';
import { NoticeList } from './notice-list';

export function HomePage() {
  // Both atoms are filled by the shell; this remote only reads them.
  const site = useAtomValue(siteConfigAtom);
  const user = useAtomValue(userInfoAtom);
  return (
    <div data-testid="mf-home-page">
      <Typography.Title
        level={1}
        style={{ fontSize: 22, margin: '8px 0 16px' }}
      >
        {user
          ? `${user.name}，欢迎来到${site?.title ?? ''}`
          : `欢迎访问${site?.title ?? ''}`}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <BannerCarousel />
        </Col>
        <Col xs={24} lg={9}>
          <NoticeList />
        </Col>
        <Col xs={24} lg={15}>
          <RecommendedCourses />
        </Col>
        <Col xs={24} lg={9}>
          <LearningRanking />
        </Col>
        <Col xs={24} md={8}>
          <SpecialTopics />
        </Col>
        <Col xs={24} md={8}>
          <Columns />
        </Col>
        <Col xs={24} md={8}>
          <ClassesEntry />
        </Col>
        <Col xs={24} lg={15}>
          <EducationBases />
        </Col>
        <Col xs={24} lg={9}>
          <DigitalBooks />
        </Col>
        <Col xs={24}>
          <LiveBroadcasts />
        </Col>
      </Row>
      <Typography.Text
        type="secondary"
        style={{ display: 'block', marginTop: 16, fontSize: 12 }}
      >
        <span data-testid="remote-version">mf-home 版本 {__APP_VERSION__}</span>
      </Typography.Text>
    </div>
  );
}
