import { postPage } from '@portal/shared/api';
import type { LetterType } from '@portal/shared/contracts';
import { usePagedList } from '@portal/shared/hooks';
import {
  PortalLink,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { Card, Segmented, Select, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';

import { type PageTab, PageTabs } from '../../ui/page-tabs';
import {
  itemStyle,
  listStyle,
  PageStates,
} from '../learning-centre/page-states';
import { LETTER_TYPE_NAMES } from '../letters/letters.api';
import { LettersList } from '../letters/letters-list';

interface Notice {
  id: string;
  title: string;
  summary: string;
  publishDate: string;
  isTop: boolean;
}

/** POST /api/portal/article/query: the site's notices. */
function fetchNotices(query: { pagesize: number; pagenum: number }) {
  return postPage<Notice>('portal/article/query', query);
}

function Notices() {
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) => fetchNotices(q),
    [],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  return (
    <PageStates
      page={page}
      empty="暂无信息"
      current={current}
      onPage={setCurrent}
    >
      {(items) => (
        <ul style={listStyle} aria-label="通知公告列表">
          {items.map((n) => (
            <li key={n.id} style={itemStyle}>
              <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                <h3 style={{ fontSize: 16, margin: 0 }}>
                  {n.isTop && <Tag color="red">置顶</Tag>}
                  <PortalLink
                    href={`/informationDetail?id=${encodeURIComponent(n.id)}`}
                  >
                    {n.title}
                  </PortalLink>
                </h3>
                <div style={{ color: '#595959', marginTop: 4 }}>
                  {n.summary}
                </div>
              </div>
              <time dateTime={n.publishDate}>{n.publishDate.slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      )}
    </PageStates>
  );
}

type LetterFilter = 'ALL' | LetterType;

const FILTERS: { label: string; value: LetterFilter }[] = [
  { label: '全部', value: 'ALL' },
  ...(Object.keys(LETTER_TYPE_NAMES) as LetterType[]).map((t) => ({
    label: LETTER_TYPE_NAMES[t],
    value: t,
  })),
];

function Letters() {
  const [filter, setFilter] = useState<LetterFilter>('ALL');
  // Four segments do not fit beside each other at 320 px: a select does.
  const narrow = useNarrowLayout();
  return (
    <>
      {narrow ? (
        <Select<LetterFilter>
          aria-label="消息类型"
          value={filter}
          onChange={setFilter}
          options={FILTERS}
          style={{ width: '100%', marginBottom: 12 }}
        />
      ) : (
        <Segmented<LetterFilter>
          aria-label="消息类型"
          value={filter}
          onChange={setFilter}
          options={FILTERS}
          style={{ marginBottom: 12 }}
        />
      )}
      <LettersList
        key={filter}
        readAll
        {...(filter === 'ALL' ? {} : { type: filter })}
      />
    </>
  );
}

type CentreTab = 'letters' | 'notices';

const TABS: readonly PageTab<CentreTab>[] = [
  { key: 'letters', label: '站内信' },
  { key: 'notices', label: '通知公告' },
];

/** 消息中心 (/messageCenter): letters (unread first, 全部已读) and notices. */
export function MessageCentrePage() {
  const [tab, setTab] = useState<CentreTab>('letters');
  const compact = useCompactLayout();
  return (
    <Card
      data-testid="message-centre-page"
      styles={compact ? { body: { padding: 12 } } : undefined}
    >
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        消息中心
      </Typography.Title>
      <PageTabs<CentreTab>
        tabs={TABS}
        active={tab}
        onChange={setTab}
        label="消息中心"
      >
        {tab === 'letters' ? <Letters /> : <Notices />}
      </PageTabs>
    </Card>
  );
}
