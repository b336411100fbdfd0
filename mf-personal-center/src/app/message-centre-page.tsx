import { useCompactLayout } from '@portal/shared/ui';
import { Card, Typography } from 'antd';
import { useState } from 'react';

import { type PageTab, PageTabs } from '../components/page-tabs';
import { FilteredLetters } from '../features/letters/filtered-letters';
import { NoticesList } from '../features/notices/notices-list';

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
        {tab === 'letters' ? <FilteredLetters /> : <NoticesList />}
      </PageTabs>
    </Card>
  );
}
