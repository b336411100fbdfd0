import type { ChecklistItem } from '@portal/shared/contracts';
import {
  BORDER_SUBTLE,
  PortalLink,
  TEXT_SECONDARY,
  useCompactLayout,
} from '@portal/shared/ui';
import { Tag } from 'antd';

import { touchLink } from '@portal/shared/ui/touch';
import { CONDITION_STATES, deadlineText, isActionable } from './checklist';

/**
 * The graduation checklist: each condition with its state, deadline and a
 * link to do it. `headingLevel` is the level of each condition's title.
 */
export function ChecklistView({
  items,
  headingLevel = 3,
}: {
  items: readonly ChecklistItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const compact = useCompactLayout();
  return (
    <ol
      aria-label="结业条件"
      data-testid="graduation-checklist"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => {
        const state = CONDITION_STATES[item.state];
        return (
          <li
            key={item.key}
            data-condition={item.key}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'center',
              padding: '12px 0',
              borderBottom: `1px solid ${BORDER_SUBTLE}`,
            }}
          >
            <div style={{ flex: 1, minWidth: 'min(220px, 100%)' }}>
              <Heading style={{ fontSize: 16, margin: 0 }}>
                {item.title} <Tag color={state.color}>{state.text}</Tag>
              </Heading>
              <div style={{ color: TEXT_SECONDARY, marginTop: 4 }}>
                {item.detail}
              </div>
            </div>
            <div style={{ color: TEXT_SECONDARY, minWidth: 180 }}>
              截止时间：
              <time dateTime={item.deadline ?? undefined}>
                {deadlineText(item.deadline)}
              </time>
            </div>
            <div style={{ minWidth: 80 }}>
              {item.state === 'LOCKED' ? (
                <span style={{ color: TEXT_SECONDARY }}>暂未开放</span>
              ) : (
                <PortalLink
                  href={item.link}
                  aria-label={`${item.linkText}：${item.title}`}
                  style={{
                    ...touchLink(compact),
                    ...(isActionable(item) ? { fontWeight: 600 } : {}),
                  }}
                >
                  {item.state === 'DONE' ? '查看' : item.linkText}
                </PortalLink>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
