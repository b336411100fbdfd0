import { BORDER_SUBTLE, TEXT_SECONDARY } from '@portal/shared/ui';

/** The learning centre's lists: one row per item, parted by a line. */
export const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

export const itemStyle = {
  display: 'flex',
  gap: 16,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: '12px 0',
  borderBottom: `1px solid ${BORDER_SUBTLE}`,
  flexWrap: 'wrap',
} as const;

/** The line of details under a row's title. */
export const detailStyle = { color: TEXT_SECONDARY, marginTop: 4 } as const;
