import {
  displayPrefsAtom,
  siteConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { TEXT_SECONDARY } from '@portal/shared/ui';
import { Col, Row } from 'antd';
import type { CSSProperties } from 'react';

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

// Plain markup in antd's heading style: the home page is the first screen,
// and Typography is a later tier of the antd facade.
const TITLE_STYLE: CSSProperties = {
  fontSize: 22,
  fontWeight: 600,
  lineHeight: 1.35,
  margin: '8px 0 16px',
  color: 'rgba(0, 0, 0, 0.88)',
};

export function HomePage() {
  // Both atoms are filled by the shell; this remote only reads them.
  const site = useAtomValue(siteConfigAtom);
  const user = useAtomValue(userInfoAtom);
  // 长者模式 keeps what a learner came for (notices, courses, topics,
  // columns, classes) and leaves out the promotional blocks.
  const care = useAtomValue(displayPrefsAtom).care;
  return (
    <div data-testid="mf-home-page">
      <h1 style={TITLE_STYLE}>
        {user
          ? `${user.name}，欢迎来到${site?.title ?? ''}`
          : `欢迎访问${site?.title ?? ''}`}
      </h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <BannerCarousel />
        </Col>
        <Col xs={24} lg={9}>
          <NoticeList />
        </Col>
        <Col xs={24} lg={care ? 24 : 15}>
          <RecommendedCourses />
        </Col>
        {!care && (
          <Col xs={24} lg={9}>
            <LearningRanking />
          </Col>
        )}
        <Col xs={24} md={8}>
          <SpecialTopics />
        </Col>
        <Col xs={24} md={8}>
          <Columns />
        </Col>
        <Col xs={24} md={8}>
          <ClassesEntry />
        </Col>
        {!care && (
          <>
            <Col xs={24} lg={15}>
              <EducationBases />
            </Col>
            <Col xs={24} lg={9}>
              <DigitalBooks />
            </Col>
            <Col xs={24}>
              <LiveBroadcasts />
            </Col>
          </>
        )}
      </Row>
      <p style={{ margin: '16px 0 0', fontSize: 12, color: TEXT_SECONDARY }}>
        <span data-testid="remote-version">mf-home 版本 {__APP_VERSION__}</span>
      </p>
    </div>
  );
}
