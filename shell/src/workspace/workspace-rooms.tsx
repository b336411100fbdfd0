import { useAtomValue } from '@portal/shared/state';
import { useCompactLayout } from '@portal/shared/ui';
import type { CSSProperties } from 'react';

import { deviceAtom, sidebarAtom } from './sidebar-state';

/*
 * What a workspace page shows before its parts have loaded: the places of
 * the sidebar, the top bar and the page, in plain markup (no antd), so the
 * render tier draws them for a learner's page it cannot fill and the
 * browser hydrates the same. Each keeps the size of what replaces it.
 */

const BAR: CSSProperties = { background: '#eef0f3', borderRadius: 4 };

/** The sidebar's column, as white as the menu that comes into it. */
export function SidebarRoom() {
  const sidebar = useAtomValue(sidebarAtom);
  const mobile = useAtomValue(deviceAtom) === 'mobile';
  if (mobile) return null;
  return (
    <div
      style={{
        width: sidebar.opened ? 208 : 64,
        flexShrink: 0,
        background: '#fff',
      }}
    />
  );
}

/** The top bar's room, with where the learner is (its last crumb). */
export function TopbarRoom({ title: here }: { title: string | undefined }) {
  const compact = useCompactLayout();
  const margin = compact ? 12 : 16;
  // The bar's own height at each width (its toggle and padding).
  const height = compact ? 44 : 48;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 8 : 16,
        height,
        boxSizing: 'border-box',
        padding: compact ? '6px 8px' : '8px 16px',
        marginBottom: margin,
        background: '#fff',
        borderRadius: 4,
      }}
    >
      <div style={{ ...BAR, width: 32, height: 32, flex: 'none' }} />
      {here && (
        <div
          style={{
            minWidth: 0,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
          }}
        >
          {here}
        </div>
      )}
    </div>
  );
}

const LINES = ['40%', '100%', '92%', '100%', '64%'];

/**
 * A workspace page while its remote loads: cards of grey lines down the
 * screen, as tall as the page that replaces them, so nothing below jumps.
 */
export function WorkspacePageSkeleton() {
  const compact = useCompactLayout();
  const card: CSSProperties = {
    background: '#fff',
    borderRadius: 8,
    padding: compact ? 16 : 24,
    marginBottom: compact ? 12 : 16,
  };
  return (
    <div role="status" aria-busy="true" style={{ minHeight: '70vh' }}>
      <span
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        正在加载…
      </span>
      {[0, 1].map((block) => (
        <div key={block} style={card}>
          {LINES.map((width, line) => (
            <div
              key={line}
              style={{
                ...BAR,
                width,
                height: line === 0 ? 22 : 14,
                marginBottom: line === LINES.length - 1 ? 0 : 14,
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
