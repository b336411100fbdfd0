import { Button, Result } from 'antd';

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
      <Result
        status="warning"
        title={REMOTE_UNAVAILABLE_TEXT}
        subTitle={detail ?? '页面加载失败，请稍后重试。'}
        extra={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}
