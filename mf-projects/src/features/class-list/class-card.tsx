import { PortalLink } from '@portal/shared/ui';
import { Card, Tag } from 'antd';

import type { TrainingClass } from './class-list.api';

export const STATUS_TEXT: Record<
  TrainingClass['status'],
  { text: string; color: string }
> = {
  NOT_STARTED: { text: '报名中', color: 'blue' },
  IN_PROGRESS: { text: '进行中', color: 'green' },
  ENDED: { text: '已结束', color: 'default' },
};

export const ENROLL_TEXT: Record<TrainingClass['enrollStatus'], string> = {
  NONE: '未报名',
  PENDING: '审核中',
  ENROLLED: '已报名',
};

export const MODE_TEXT: Record<TrainingClass['enrollMode'], string> = {
  OPEN: '自主报名',
  CODE: '报名码报名',
  ASSIGNED: '单位指定',
};

export function classDetailPath(tbtpId: string): string {
  return `/projectDetail?id=${encodeURIComponent(tbtpId)}`;
}

/** One class of a list: cover, name (a link to the detail), dates, tags. */
export function ClassCard({ item }: { item: TrainingClass }) {
  return (
    <Card
      cover={
        <img
          src={item.cover}
          alt=""
          style={{ height: 140, objectFit: 'cover' }}
        />
      }
      styles={{ body: { padding: 16 } }}
    >
      <h2 style={{ fontSize: 15, margin: '0 0 8px', whiteSpace: 'normal' }}>
        <PortalLink href={classDetailPath(item.tbtpId)}>{item.name}</PortalLink>
      </h2>
      <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
        <div>主办单位：{item.orgName}</div>
        <div>
          {item.startDate} 至 {item.endDate}
        </div>
      </div>
      <div style={{ marginTop: 8 }}>
        <Tag color={STATUS_TEXT[item.status].color}>
          {STATUS_TEXT[item.status].text}
        </Tag>
        <Tag>{ENROLL_TEXT[item.enrollStatus]}</Tag>
        <Tag>{MODE_TEXT[item.enrollMode]}</Tag>
        <Tag>{item.requiredHours} 学时</Tag>
      </div>
    </Card>
  );
}

/** The cards of one page as a labelled list. */
export function ClassGrid({ items }: { items: TrainingClass[] }) {
  return (
    <ul
      aria-label="专题班列表"
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 16,
        // min(): one full-width column when the list is narrower than a card.
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
      }}
    >
      {items.map((item) => (
        <li key={item.tbtpId}>
          <ClassCard item={item} />
        </li>
      ))}
    </ul>
  );
}
