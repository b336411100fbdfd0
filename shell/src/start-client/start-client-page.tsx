import { useRemoteData } from '@portal/shared/hooks';
import { siteConfigAtom, useAtomValue } from '@portal/shared/state';
import {
  EmptyState,
  PortalLink,
  PRIMARY_TOUCH_HEIGHT,
} from '@portal/shared/ui';
import { useHomePath } from '@portal/shared/routing';
import { Card, Spin, Typography } from 'antd';

import {
  AppQrCodes,
  loadAppVersions,
} from '../layout/floating-panel/app-qr-codes';

/** The desktop entry is a primary action: a 44 px target (DESIGN 8). */
const ENTRY_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: PRIMARY_TOUCH_HEIGHT,
  padding: '0 16px',
};

function MobileApps() {
  const site = useAtomValue(siteConfigAtom);
  const apps = useRemoteData(loadAppVersions);
  // Until /api/portal/app/init answers (or if it fails) the site
  // configuration's list stands in, as in the floating panel.
  const list =
    apps.status === 'ready' ? apps.data : (site?.appVersionList ?? []);
  if (list.length > 0) return <AppQrCodes apps={list} />;
  if (apps.status === 'loading') return <Spin />;
  return <EmptyState />;
}

/**
 * /startClient (seed-spec 2.4): how to study away from the desk, with the
 * app's download QR codes, and the desktop entry, the portal itself in a
 * computer's browser. Open to visitors: it is where people look for the app.
 */
export function StartClientPage() {
  const home = useHomePath();
  const site = useAtomValue(siteConfigAtom);
  return (
    <Card data-testid="start-client">
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        客户端下载
      </Typography.Title>
      <Typography.Paragraph>
        {site?.title ?? '在线培训门户'}
        支持手机和电脑学习，学习记录在各端同步。
      </Typography.Paragraph>
      <section aria-labelledby="start-client-mobile">
        <Typography.Title
          level={2}
          id="start-client-mobile"
          style={{ fontSize: 18 }}
        >
          移动端
        </Typography.Title>
        <Typography.Paragraph>
          使用手机扫描下方二维码，下载安装移动端后登录即可学习。
        </Typography.Paragraph>
        <MobileApps />
      </section>
      <section aria-labelledby="start-client-desktop" style={{ marginTop: 24 }}>
        <Typography.Title
          level={2}
          id="start-client-desktop"
          style={{ fontSize: 18 }}
        >
          电脑端
        </Typography.Title>
        <Typography.Paragraph>
          在电脑浏览器中访问{' '}
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {location.origin}
          </Typography.Text>{' '}
          即可学习，无需安装。
        </Typography.Paragraph>
        <PortalLink href={home} style={ENTRY_STYLE}>
          进入电脑端
        </PortalLink>
      </section>
    </Card>
  );
}
