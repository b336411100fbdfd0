import { COURSE_NOT_FOUND } from '@portal/shared/contracts';
import { PortalLink, StatusNotice } from '@portal/shared/ui';

/** /errorShare: the shared course does not exist (or the link had no id). */
export function ErrorSharePage() {
  return (
    <div data-testid="error-share-page">
      <StatusNotice
        tone="info"
        level={1}
        title={COURSE_NOT_FOUND}
        detail="分享链接对应的课程不存在，请确认链接是否完整。"
        action={
          <nav
            aria-label="返回"
            style={{ display: 'flex', gap: 24, justifyContent: 'center' }}
          >
            <PortalLink href="/index">首页</PortalLink>
            <PortalLink href="/commendIndex">课程推荐</PortalLink>
          </nav>
        }
      />
    </div>
  );
}
