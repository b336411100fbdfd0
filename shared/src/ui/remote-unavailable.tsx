import { Button } from 'antd';

import { StatusNotice } from './status-notice';

export const REMOTE_UNAVAILABLE_TEXT = '服务暂不可用';

/**
 * Shown in the content area when a remote cannot be loaded or throws.
 * The rest of the portal stays usable; 重试 tries again without a reload.
 */
export function RemoteUnavailable({
  onRetry,
  detail,
}: {
  onRetry: () => void;
  detail?: string;
}) {
  return (
    <div role="alert" data-testid="remote-unavailable">
      <StatusNotice
        tone="warning"
        title={REMOTE_UNAVAILABLE_TEXT}
        detail={detail ?? '页面加载失败，请稍后重试。'}
        action={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}
