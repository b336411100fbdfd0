import type { TrainingClass } from '@portal/shared/contracts';
import { PortalLink, TEXT_SECONDARY } from '@portal/shared/ui';
import { Card, Tag } from 'antd';

import { ENROLL_TEXT, MODE_TEXT, STATUS_TEXT } from '../training-class';

function classDetailPath(tbtpId: string): string {
  return `/projectDetail?id=${encodeURIComponent(tbtpId)}`;
}

/** One class of a list: cover, name (a link to the detail), dates, tags. */
function ClassCard({ item }: { item: TrainingClass }) {
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
      <div style={{ color: TEXT_SECONDARY, fontSize: 13 }}>
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
