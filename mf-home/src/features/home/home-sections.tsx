import type { Live } from '@portal/shared/contracts';
import { safeHref } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import { PortalLink, TEXT_SECONDARY } from '@portal/shared/ui';
import { Col, Row } from 'antd';

import {
  ROW_LINK,
  TOUCH_LINK,
  useCompactLayout,
} from '../../lib/compact-layout';
import { HomeBlock, ROW_HEIGHT } from './home-block';
import {
  courseUrl,
  DIGITAL_LIBRARY_URL,
  fetchBooks,
  fetchColumns,
  fetchEducationBases,
  fetchLives,
  fetchRanking,
  fetchRecommended,
  fetchStatistics,
  fetchTopics,
} from './home-blocks.api';
import { Label, type LabelTone } from './label';
import { Panel } from './panel';
import { RowList } from './row-list';

const LIVE_STATUS: Record<Live['status'], { text: string; tone: LabelTone }> = {
  LIVE: { text: '直播中', tone: 'red' },
  UPCOMING: { text: '即将开始', tone: 'blue' },
  ENDED: { text: '已结束', tone: 'default' },
};

/** A course's picture beside its title in the same link: decorative, so no alt text of its own. */
function Cover({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      style={{
        width: '100%',
        height: 120,
        objectFit: 'cover',
        borderRadius: 4,
      }}
    />
  );
}

export function RecommendedCourses() {
  const courses = useRemoteData(fetchRecommended, 'home:recommended');
  return (
    <HomeBlock
      title="课程推荐"
      more="/commendIndex"
      data={courses}
      loadingHeight={ROW_HEIGHT.second}
    >
      {(items) => (
        <Row gutter={[16, 16]}>
          {items.map((course) => (
            <Col key={course.id} xs={24} md={8}>
              <PortalLink href={courseUrl(course)}>
                <Cover src={course.courseCover} />
                <h3 style={{ fontSize: 15, margin: '8px 0 4px' }}>
                  {course.name}
                </h3>
              </PortalLink>
              <div style={{ color: TEXT_SECONDARY, fontSize: 13 }}>
                {course.teacher} · {course.creditHour} 学时
              </div>
            </Col>
          ))}
        </Row>
      )}
    </HomeBlock>
  );
}

export function SpecialTopics() {
  const topics = useRemoteData(fetchTopics, 'home:topics');
  const compact = useCompactLayout();
  return (
    <HomeBlock
      title="专题"
      more="/subjectList"
      data={topics}
      loadingHeight={ROW_HEIGHT.third}
    >
      {(items) => (
        <RowList
          items={items}
          label="专题"
          renderRow={(topic) => (
            <PortalLink
              href={`/subjectDetail?id=${encodeURIComponent(topic.id)}`}
              style={compact ? ROW_LINK : undefined}
            >
              {topic.name}
            </PortalLink>
          )}
        />
      )}
    </HomeBlock>
  );
}

export function ClassesEntry() {
  const compact = useCompactLayout();
  return (
    <Panel
      title={<h2 style={{ margin: 0, fontSize: 18 }}>网上专题班</h2>}
      style={{ height: '100%' }}
    >
      <p>参加各级组织开设的网上专题班，完成学习任务并参加结业考试。</p>
      <PortalLink href="/projectIndex" style={compact ? TOUCH_LINK : undefined}>
        进入网上专题班
      </PortalLink>
    </Panel>
  );
}

export function Columns() {
  const columns = useRemoteData(fetchColumns, 'home:columns');
  const compact = useCompactLayout();
  return (
    <HomeBlock
      title="专栏推荐"
      more="/specialReList"
      data={columns}
      loadingHeight={ROW_HEIGHT.third}
      empty="暂无内容"
    >
      {(items) => (
        <RowList
          items={items}
          label="专栏推荐"
          renderRow={(column) => (
            <PortalLink
              href={`/specialReDetails?id=${encodeURIComponent(column.id)}`}
              style={compact ? ROW_LINK : undefined}
            >
              {column.name}
            </PortalLink>
          )}
        />
      )}
    </HomeBlock>
  );
}

export function LiveBroadcasts() {
  const lives = useRemoteData(fetchLives, 'home:lives');
  return (
    <HomeBlock title="直播" data={lives}>
      {(items) => (
        <RowList
          items={items}
          label="直播"
          renderExtra={(live) => (
            <Label tone={LIVE_STATUS[live.status].tone}>
              {LIVE_STATUS[live.status].text}
            </Label>
          )}
          renderRow={(live) => (
            <>
              <h3 style={{ fontSize: 15, margin: '0 0 4px' }}>
                <a
                  href={safeHref(live.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {live.title}
                </a>
              </h3>
              <div style={{ color: TEXT_SECONDARY }}>
                {`${live.speaker} · ${live.startTime.slice(0, 16)}`}
              </div>
            </>
          )}
        />
      )}
    </HomeBlock>
  );
}

/** A titled count, as antd's Statistic draws it, in plain markup. */
function Figure({ title, value }: { title: string; value: number }) {
  return (
    <div>
      <div style={{ fontSize: 14, color: TEXT_SECONDARY, marginBottom: 4 }}>
        {title}
      </div>
      <div style={{ fontSize: 24, color: 'rgba(0, 0, 0, 0.88)' }}>
        {value.toLocaleString('en-US')}
      </div>
    </div>
  );
}

export function LearningRanking() {
  const ranking = useRemoteData(fetchRanking, 'home:ranking');
  const statistics = useRemoteData(fetchStatistics, 'home:statistics');
  return (
    <HomeBlock
      title="学习排行"
      data={ranking}
      loadingHeight={ROW_HEIGHT.second}
    >
      {(rows) => (
        <>
          {statistics.status === 'ready' && (
            <Row gutter={8} style={{ marginBottom: 12 }}>
              <Col span={12}>
                <Figure title="学员总数" value={statistics.data.learnerCount} />
              </Col>
              <Col span={12}>
                <Figure
                  title="今日学习人数"
                  value={statistics.data.todayLearners}
                />
              </Col>
            </Row>
          )}
          <ol
            aria-label="学时排行"
            style={{ paddingInlineStart: 20, margin: 0 }}
          >
            {rows.map((row) => (
              <li key={row.rank} style={{ padding: '4px 0' }}>
                {row.name}（{row.orgName}） {row.hours} 学时
              </li>
            ))}
          </ol>
        </>
      )}
    </HomeBlock>
  );
}

const gridList = (minWidth: number) =>
  ({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
    gap: 16,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }) as const;

const secondary = { color: TEXT_SECONDARY, fontSize: 13, margin: '2px 0 0' };

/** 党性教育基地: the tenant's bases; each opens its page in a new window. */
export function EducationBases() {
  const bases = useRemoteData(fetchEducationBases, 'home:bases');
  return (
    <HomeBlock
      title="党性教育基地"
      data={bases}
      loadingHeight={ROW_HEIGHT.fourth}
    >
      {(items) => (
        <ul aria-label="党性教育基地" style={gridList(150)}>
          {items.map((base) => (
            <li key={base.id}>
              <a
                href={safeHref(base.link)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <img
                  src={base.cover}
                  alt=""
                  loading="lazy"
                  width={400}
                  height={225}
                  style={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '16 / 9',
                    objectFit: 'cover',
                    borderRadius: 4,
                  }}
                />
                <h3 style={{ fontSize: 15, margin: '6px 0 0' }}>{base.name}</h3>
              </a>
              <p style={secondary}>
                {base.city} · {base.address}
              </p>
              <p style={secondary}>{base.description}</p>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}

/** 数字图书: six books; 更多 leads to the digital library. */
export function DigitalBooks() {
  const books = useRemoteData(fetchBooks, 'home:books');
  return (
    <HomeBlock
      title="数字图书"
      more={DIGITAL_LIBRARY_URL}
      moreExternal
      data={books}
      empty="暂无内容"
    >
      {(items) => (
        <ul aria-label="数字图书" style={gridList(84)}>
          {items.map((book) => (
            <li key={book.id}>
              <a
                href={safeHref(book.link)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <img
                  src={book.cover}
                  alt=""
                  loading="lazy"
                  width={240}
                  height={320}
                  style={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '3 / 4',
                    objectFit: 'cover',
                    borderRadius: 4,
                  }}
                />
                <h3 style={{ fontSize: 14, margin: '6px 0 0' }}>
                  {book.title}
                </h3>
              </a>
              <p style={secondary}>{book.author}</p>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
