import { Button, Card, Space, Typography } from 'antd';

import {
  deliveryChoices,
  type RemoteDelivery,
} from '../delivery/delivery-choice';
import { setDeliveryPin } from '../delivery/set-delivery-pin';
import { DeliveryFigures, type LoadFigures } from './delivery-figures';

const TRACK_NAMES = { stable: '稳定版本', candidate: '候选版本' } as const;

type Track = 'stable' | 'candidate';

const PIN_BUTTONS = [
  { track: 'candidate', label: '试用候选版本' },
  { track: 'stable', label: '使用稳定版本' },
] as const satisfies readonly { track: Track; label: string }[];

function CanaryRow({
  delivery,
  reload,
  loadFigures,
}: {
  delivery: RemoteDelivery;
  reload: () => void;
  loadFigures?: LoadFigures;
}) {
  const { remote, canary, stableVersion, choice, pin } = delivery;
  // The version is chosen at boot: a reload applies the pin.
  const pinAndReload = (track: Track | null) => {
    setDeliveryPin(remote, track);
    reload();
  };
  return (
    <section
      aria-labelledby={`canary-${remote}`}
      data-testid={`canary-${remote}`}
      style={{ marginBottom: 12 }}
    >
      <Typography.Title
        level={3}
        id={`canary-${remote}`}
        style={{ fontSize: 16 }}
      >
        {remote}
      </Typography.Title>
      <Typography.Paragraph>
        稳定版本 {stableVersion ?? '—'}（{100 - canary.share}%）· 候选版本{' '}
        {canary.version}（{canary.share}%）· 本浏览器运行{' '}
        <strong>
          {TRACK_NAMES[choice.track]} {choice.version ?? ''}
        </strong>
        {pin ? `（已固定为${TRACK_NAMES[pin]}）` : ''}
      </Typography.Paragraph>
      <Space wrap>
        {PIN_BUTTONS.map(({ track, label }) => (
          <Button
            key={track}
            type={pin === track ? 'primary' : 'default'}
            aria-pressed={pin === track}
            onClick={() => pinAndReload(track)}
          >
            {label}
          </Button>
        ))}
        {pin && <Button onClick={() => pinAndReload(null)}>清除</Button>}
      </Space>
      <Typography.Title level={4} style={{ fontSize: 14, marginTop: 12 }}>
        学员浏览器上报
      </Typography.Title>
      <DeliveryFigures
        remote={remote}
        canary={canary}
        stableVersion={stableVersion}
        loadFigures={loadFigures}
      />
    </section>
  );
}

/**
 * The remotes this tenant is rolling out, with the version this browser
 * runs and buttons that pin it for the browser session (a session cookie:
 * every tab, no other browser), so an operator can try the candidate
 * before the learners do, or leave it; and what learners' browsers
 * reported about both versions.
 */
export function DeliveryPins({
  deliveries = deliveryChoices(),
  reload = () => location.reload(),
  loadFigures,
}: {
  deliveries?: RemoteDelivery[];
  reload?: () => void;
  loadFigures?: LoadFigures;
}) {
  if (deliveries.length === 0) return null;
  return (
    <Card
      size="small"
      title="灰度发布"
      data-testid="delivery-pins"
      style={{ marginTop: 16 }}
    >
      {deliveries.map((delivery) => (
        <CanaryRow
          key={delivery.remote}
          delivery={delivery}
          reload={reload}
          loadFigures={loadFigures}
        />
      ))}
    </Card>
  );
}
