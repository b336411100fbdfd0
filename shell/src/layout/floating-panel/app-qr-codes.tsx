import { fetchAppInit } from '@portal/shared/api';
import type { AppVersion } from '@portal/shared/contracts';
import { Flex } from 'antd';

/**
 * How long the pointer rests on 移动端 before its QR codes open (seed-spec
 * 2.2 and 9): a pointer passing over it on its way elsewhere opens nothing.
 */
export const QR_HOVER_DELAY_MS = 500;

/** The app versions of /api/portal/app/init (the QR codes' source). */
export const loadAppVersions = (): Promise<AppVersion[]> =>
  fetchAppInit().then((data) => data.appVersionList ?? []);

/** The app's download QR codes, one per platform. */
export function AppQrCodes({
  apps,
  compact = false,
}: {
  apps: AppVersion[];
  compact?: boolean;
}) {
  const size = compact ? 104 : 120;
  return (
    <Flex wrap gap={compact ? 16 : 24} justify="center">
      {apps.map((app) => {
        const label = app.type_dict === 'ios' ? 'iOS 客户端' : 'Android 客户端';
        return (
          <figure
            key={app.type_dict}
            style={{ margin: 0, textAlign: 'center' }}
          >
            <img
              src={app.qrCodeUrl}
              alt={`${label}下载二维码`}
              width={size}
              height={size}
            />
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </Flex>
  );
}
