import { TEXT_SECONDARY, useCompactLayout } from '@portal/shared/ui';
import { Pagination, Table, type TableColumnType, type TableProps } from 'antd';
import { Fragment, type Key, type ReactNode } from 'react';
import { BORDER_SUBTLE } from '../theme';

export type ResponsiveTableProps<T> = Omit<TableProps<T>, 'columns'> & {
  /** Plain columns (no groups): each becomes a label and value on a card. */
  columns: TableColumnType<T>[];
  /** Names the table, or the list of cards. */
  'aria-label': string;
  /** Key of the column shown as each card's title instead of as a pair. */
  cardTitle?: string;
};

function cellOf<T>(column: TableColumnType<T>, row: T, index: number) {
  const path = column.dataIndex;
  const record = row as Record<string | number, unknown>;
  const value =
    typeof path === 'string' || typeof path === 'number'
      ? record[path]
      : undefined;
  // The portal's columns render plain nodes, never antd's RenderedCell.
  const shown = column.render
    ? (column.render(value, row, index) as ReactNode)
    : (value as ReactNode);
  return shown ?? '—';
}

/**
 * A data table on a desktop; under 1024 px the same rows as a list of cards
 * with each column as a label and its value, so a phone neither squeezes
 * the columns nor scrolls the page sideways.
 */
export function ResponsiveTable<T extends object>(
  props: ResponsiveTableProps<T>,
) {
  const compact = useCompactLayout();
  const {
    columns,
    dataSource,
    rowKey,
    pagination,
    cardTitle,
    'aria-label': label,
    ...tableProps
  } = props;
  if (!compact) {
    return (
      <Table<T>
        {...tableProps}
        aria-label={label}
        columns={columns}
        dataSource={dataSource}
        {...(rowKey === undefined ? {} : { rowKey })}
        {...(pagination === undefined ? {} : { pagination })}
      />
    );
  }
  const rows = dataSource ?? [];
  const keyOf = (row: T, index: number): Key => {
    if (typeof rowKey === 'function') return rowKey(row, index);
    if (rowKey === undefined) return index;
    return String((row as Record<string, unknown>)[String(rowKey)]);
  };
  const titleColumn = columns.find((c) => c.key === cardTitle);
  const pairs = columns.filter((c) => c !== titleColumn);
  return (
    <>
      <ul
        aria-label={label}
        data-layout="cards"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 12,
        }}
      >
        {rows.map((row, index) => (
          <li
            key={keyOf(row, index)}
            style={{
              border: `1px solid ${BORDER_SUBTLE}`,
              borderRadius: 8,
              padding: 12,
              minWidth: 0,
            }}
          >
            {titleColumn && (
              <div
                style={{
                  fontWeight: 600,
                  marginBottom: 8,
                  overflowWrap: 'anywhere',
                }}
              >
                {cellOf(titleColumn, row, index)}
              </div>
            )}
            <dl
              style={{
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 12,
                rowGap: 6,
              }}
            >
              {pairs.map((column, c) => (
                <Fragment key={String(column.key ?? c)}>
                  <dt style={{ color: TEXT_SECONDARY }}>
                    {typeof column.title === 'function' ? null : column.title}
                  </dt>
                  <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                    {cellOf(column, row, index)}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {pagination && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          {...(({ position: _position, ...rest }) => rest)(pagination)}
        />
      )}
    </>
  );
}
