import type { CourseCategory, Guidance } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/hooks';
import { redirectToLogin } from '@portal/shared/routing';
import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import { formatHours } from '@portal/shared/format';
import {
  AsyncView,
  BORDER_SUBTLE,
  EmptyState,
  PortalLink,
  TEXT_SECONDARY,
  TOUCH_TARGET,
} from '@portal/shared/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Row,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useId, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { fetchCategories } from '../../lib/catalogue.api';
import {
  ROW_LINK,
  useCardStyles,
  useCompactLayout,
  useNarrowLayout,
} from '../../lib/compact-layout';
import {
  hasHoursToEarn,
  hoursFigures,
  knownInterests,
  readInterests,
  REASON_COLOR,
  suggestionLink,
  suggestionSummary,
  writeInterests,
} from './guidance-logic';
import { fetchGuidance } from './guidance.api';

const OPEN_GUIDANCE_PATH = '/openIntelligentGuidance';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const itemStyle = {
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '12px 0',
  borderBottom: `1px solid ${BORDER_SUBTLE}`,
} as const;

function HoursOverview({ guidance }: { guidance: Guidance }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 16 }}>
      <h2 id={headingId} style={{ fontSize: 18 }}>
        {guidance.year}年度学时情况
      </h2>
      <Row gutter={[16, 16]}>
        {hoursFigures(guidance).map((figure) => (
          <Col key={figure.label} xs={12} md={6}>
            <Statistic title={figure.label} value={figure.value} />
          </Col>
        ))}
      </Row>
      {!hasHoursToEarn(guidance) && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          title="本年度学时要求已完成，以下按兴趣推荐课程。"
        />
      )}
    </section>
  );
}

function SuggestionList({
  guidance,
  open,
}: {
  guidance: Guidance;
  open: boolean;
}) {
  // A phone keeps most of the row for the title: a smaller picture.
  const narrow = useNarrowLayout();
  if (guidance.suggestions.length === 0) {
    return <EmptyState text="暂无推荐课程" />;
  }
  return (
    <>
      <p data-testid="suggestion-summary">{suggestionSummary(guidance)}</p>
      <ul aria-label="推荐课程" style={listStyle}>
        {guidance.suggestions.map((course) => (
          <li key={course.id} style={itemStyle}>
            <img
              src={course.courseCover}
              alt=""
              loading="lazy"
              width={narrow ? 104 : 160}
              height={narrow ? 58 : 90}
              style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
            />
            <div style={{ minWidth: 0 }}>
              <Tag
                color={REASON_COLOR[course.reasonType]}
                style={{ marginInlineEnd: 8 }}
              >
                {course.reason}
              </Tag>
              <PortalLink
                href={suggestionLink(course, open)}
                style={
                  narrow ? { ...ROW_LINK, fontSize: 15 } : { fontSize: 15 }
                }
              >
                {course.name}
              </PortalLink>
              <p style={{ margin: '6px 0 0', color: TEXT_SECONDARY }}>
                {course.categoryName} · {course.isCompulsory ? '必修' : '选修'}{' '}
                · {course.resourceType === 'ARTICLE' ? '图文' : '视频'} ·{' '}
                {formatHours(course.creditHour)} 学时
                {course.studyStatus === '1' && ' · 学习中'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Suggestions({
  interests,
  open,
}: {
  interests: readonly string[];
  open: boolean;
}) {
  const key = interests.join(',');
  const load = useCallback(
    () => fetchGuidance(key ? key.split(',') : []),
    [key],
  );
  const guidance = useRemoteData(load);
  const headingId = useId();
  return (
    <AsyncView data={guidance}>
      {(data) => (
        <>
          {data.hours && <HoursOverview guidance={data} />}
          <section aria-labelledby={headingId}>
            <h2 id={headingId} style={{ fontSize: 18 }}>
              推荐课程
            </h2>
            <SuggestionList guidance={data} open={open} />
          </section>
        </>
      )}
    </AsyncView>
  );
}

/** Boxes a finger can hit: 24 px instead of 16. */
const TOUCH_CHECKBOXES = {
  components: { Checkbox: { controlInteractiveSize: TOUCH_TARGET } },
} as const;
/**
 * antd's own size. A theme object either way: switching the provider's
 * theme off and on rebuilds the boxes under it, and a click that lands
 * while the page learns its width would be lost.
 */
const DESK_CHECKBOXES = { components: {} } as const;

function InterestPicker({
  categories,
  selected,
  onChange,
}: {
  categories: readonly CourseCategory[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const compact = useCompactLayout();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 16, fontWeight: 600, marginBottom: 8 }}>
        选择兴趣方向
      </legend>
      {/* Separate checkboxes: a Group ignores clicks until its options register. */}
      <ConfigProvider theme={compact ? TOUCH_CHECKBOXES : DESK_CHECKBOXES}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}>
          {categories.map((category) => (
            <Checkbox
              key={category.id}
              // Room for a finger around the box and its name.
              style={
                compact ? { minHeight: 32, alignItems: 'center' } : undefined
              }
              checked={selected.includes(category.id)}
              onChange={(event) =>
                onChange(
                  knownInterests(
                    event.target.checked
                      ? [...selected, category.id]
                      : selected.filter((id) => id !== category.id),
                    categories,
                  ),
                )
              }
            >
              {category.name}
            </Checkbox>
          ))}
        </div>
      </ConfigProvider>
    </fieldset>
  );
}

/**
 * 智能导学 (/intelligentGuidance for learners, /openIntelligentGuidance open
 * to visitors): courses suggested from the hours still required this year
 * and the interests picked (kept in the address as `?interests=a,b`).
 */
export function GuidancePage() {
  const user = useAtomValue(userInfoAtom);
  const { pathname } = useLocation();
  const open = pathname === OPEN_GUIDANCE_PATH || !user;
  const [params, setParams] = useSearchParams();
  const categories = useRemoteData(fetchCategories);
  const wanted = useMemo(() => readInterests(params), [params]);
  const roots = categories.status === 'ready' ? categories.data : [];
  const interests = knownInterests(wanted, roots);
  const cardStyles = useCardStyles();

  return (
    <Card styles={cardStyles}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        智能导学
      </Typography.Title>
      <p style={{ color: TEXT_SECONDARY }}>
        根据本年度还需完成的学时和您的兴趣方向推荐课程：必修学时不足时先推荐必修课程，其余按兴趣推荐，直至覆盖还需的学时。
      </p>
      {!user && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="登录后可根据您本年度还需完成的学时个性化推荐课程。"
          action={
            <Button type="primary" onClick={() => redirectToLogin()}>
              登录
            </Button>
          }
        />
      )}
      <div style={{ marginBottom: 16 }}>
        <AsyncView data={categories} isEmpty={() => false}>
          {(list) => (
            <InterestPicker
              categories={list}
              selected={interests}
              // A filter ticked box by box, not a new page: the address
              // is rewritten, no history entry added, the page stays put.
              onChange={(ids) =>
                setParams(writeInterests(params, ids), { replace: true })
              }
            />
          )}
        </AsyncView>
      </div>
      {categories.status !== 'loading' && (
        <Suggestions interests={interests} open={open} />
      )}
      {user && (
        <p style={{ marginTop: 16 }}>
          <PortalLink href="/classList">
            查看中国干部网络学院专题和课程
          </PortalLink>
        </p>
      )}
    </Card>
  );
}
