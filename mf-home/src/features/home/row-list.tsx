import type { ReactNode } from 'react';

/** antd List's row rule (its colorSplit token on the default theme). */
const RULE = '1px solid rgba(5, 5, 5, 0.06)';

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

const ROW = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '12px 0',
  borderBottom: RULE,
} as const;

/**
 * Rows with a rule between them, as antd's List draws them, in plain
 * markup: List brings Pagination and Select (about 30 KB) to the home page,
 * which pages nothing.
 */
export function RowList<T extends { id: string }>({
  items,
  label,
  renderRow,
  renderExtra,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  renderRow: (item: T) => ReactNode;
  /** What stands at the row's end (a status tag, say). */
  renderExtra?: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} style={LIST}>
      {items.map((item, index) => (
        <li
          key={item.id}
          style={
            index === items.length - 1 ? { ...ROW, borderBottom: 'none' } : ROW
          }
        >
          <div style={{ minWidth: 0 }}>{renderRow(item)}</div>
          {renderExtra?.(item)}
        </li>
      ))}
    </ul>
  );
}
