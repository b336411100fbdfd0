import type { AppVersion } from '@portal/shared/contracts';
import { Popover } from 'antd';
import type { ReactElement } from 'react';

import { AppQrCodes, QR_HOVER_DELAY_MS } from './app-qr-codes';

/**
 * 移动端's popover on a wide screen: opens on hover (after 500 ms) and on
 * click. Fetched, with antd's Popover, when the pointer or the focus first
 * reaches the button (floating-panel.tsx), not on every first load.
 */
export function AppsPopover({
  apps,
  defaultOpen,
  children,
}: {
  apps: AppVersion[];
  defaultOpen: boolean;
  children: ReactElement;
}) {
  return (
    <Popover
      content={<AppQrCodes apps={apps} />}
      title="扫码下载移动端"
      trigger={['hover', 'click']}
      mouseEnterDelay={QR_HOVER_DELAY_MS / 1000}
      placement="left"
      defaultOpen={defaultOpen}
    >
      {children}
    </Popover>
  );
}
