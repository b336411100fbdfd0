import { useNarrowLayout } from '@portal/shared/ui';
import type { CSSProperties, ReactNode } from 'react';

/** antd Card's border on the portal's theme. */
const RULE = '1px solid #f0f0f0';

/**
 * A box with a title row, drawn as antd's Card draws one on the portal's
 * theme, in plain markup: Card brings Tabs (for its tab list) to the home
 * page, which has no tabs. Narrow screens get antd Card's 16 px insets, as
 * the other pages' cards do (useCardStyles).
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
  const inset = useNarrowLayout() ? 16 : 24;
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
          paddingInline: inset,
          borderBottom: RULE,
          fontWeight: 600,
          fontSize: 16,
        }}
      >
        {title}
        {extra && <div style={{ fontWeight: 400, fontSize: 14 }}>{extra}</div>}
      </div>
      <div style={{ padding: inset }}>{children}</div>
    </div>
  );
}
