import type { CSSProperties, ReactNode } from 'react';

import { BORDER_SUBTLE } from '@portal/shared/ui';

import { PagedView, type PagedViewProps } from './paged-view';

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

const ROW: CSSProperties = {
  padding: '12px 0',
  borderBottom: `1px solid ${BORDER_SUBTLE}`,
};

export interface PagedListProps<T> extends Omit<PagedViewProps<T>, 'children'> {
  /** The list's accessible name. */
  label: string;
  rowKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** Laid out beyond the rule and the padding (a row of columns, say). */
  rowStyle?: CSSProperties;
}

/**
 * A paged plain list: one row per item, parted by antd's light rule, in
 * the states and with the pager of `PagedView`.
 */
export function PagedList<T>({
  label,
  rowKey,
  renderRow,
  rowStyle,
  ...paged
}: PagedListProps<T>) {
  const row = rowStyle ? { ...ROW, ...rowStyle } : ROW;
  return (
    <PagedView<T> {...paged}>
      {(items) => (
        <ul aria-label={label} style={LIST}>
          {items.map((item) => (
            <li key={rowKey(item)} style={row}>
              {renderRow(item)}
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}
