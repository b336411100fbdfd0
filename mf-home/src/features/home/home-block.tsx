import type { RemoteData } from '@portal/shared/hooks';
import { AsyncView, PortalLink } from '@portal/shared/ui';
import type { ReactNode } from 'react';

import { TOUCH_LINK, useCompactLayout } from '../../lib/compact-layout';
import { Panel } from './panel';

/**
 * Height of each row of the home page's blocks once loaded (1366 px wide,
 * seed data); a loading block keeps it so the rows below do not jump.
 */
export const ROW_HEIGHT = {
  first: 412,
  second: 467,
  third: 388,
  fourth: 571,
} as const;

/**
 * The notices' height on a 390 px phone, where they are the first block
 * under the banner and their titles take two lines.
 */
export const NOTICES_PHONE_HEIGHT = 440;

/** One block of the home page: a titled panel with a 更多 link around its data. */
export function HomeBlock<T>({
  title,
  more,
  moreExternal = false,
  data,
  empty = '暂无数据',
  loadingHeight,
  children,
}: {
  title: string;
  more?: string;
  /** `more` leaves the portal: opens in a new window. */
  moreExternal?: boolean;
  data: RemoteData<T[]>;
  empty?: string;
  /**
   * Height the card keeps while its data loads, about what it has once
   * loaded, so the blocks below do not jump when it arrives (layout shift).
   */
  loadingHeight?: number;
  children: (items: T[]) => ReactNode;
}) {
  const compact = useCompactLayout();
  const moreStyle = compact ? TOUCH_LINK : undefined;
  return (
    <Panel
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>}
      extra={
        more && moreExternal ? (
          <a
            href={more}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${title}：更多（新窗口打开）`}
            style={moreStyle}
          >
            更多
          </a>
        ) : more ? (
          <PortalLink
            href={more}
            aria-label={`${title}：更多`}
            style={moreStyle}
          >
            更多
          </PortalLink>
        ) : undefined
      }
      style={{
        height: '100%',
        minHeight: data.status === 'loading' ? loadingHeight : undefined,
      }}
    >
      <AsyncView data={data} empty={empty}>
        {children}
      </AsyncView>
    </Panel>
  );
}
