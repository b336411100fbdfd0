import type { CSSProperties, ReactNode } from 'react';

import { useCardStyles } from '../../lib/compact-layout';
import { BORDER_SUBTLE } from '@portal/shared/ui';

/** antd Card's border on the portal's theme. */
const RULE = `1px solid ${BORDER_SUBTLE}`;

/**
 * A box with a title row, drawn as antd's Card draws one on the portal's
 * theme, in plain markup: Card brings Tabs (for its tab list) to the home
 * page, which has no tabs. Narrow screens get the same insets as the other
 * pages' cards (useCardStyles).
 */
export function Panel({
  title,
  extra,
  style,
  children,
}: {
  title: ReactNode;
  /** What stands at the title row's end (a 更多 link, say). */
  extra?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const insets = useCardStyles();
  return (
    <div
      style={{
        background: '#fff',
        border: RULE,
        borderRadius: 4,
        color: 'rgba(0, 0, 0, 0.88)',
        fontSize: 14,
        lineHeight: '22px',
        ...style,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          minHeight: 56,
          paddingInline: 24,
          borderBottom: RULE,
          fontWeight: 600,
          fontSize: 16,
          ...insets?.header,
        }}
      >
        {title}
        {extra && <div style={{ fontWeight: 400, fontSize: 14 }}>{extra}</div>}
      </div>
      <div style={{ padding: 24, ...insets?.body }}>{children}</div>
    </div>
  );
}
