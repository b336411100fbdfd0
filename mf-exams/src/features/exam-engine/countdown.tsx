import { Typography } from 'antd';

import { formatRemaining, spokenRemaining } from './timer';

/**
 * The time left. role=timer with aria-live off (a timer read out every
 * second drowns the questions); thresholds are announced by a separate
 * live region with the text `announcement`.
 */
export function Countdown({
  remaining,
  announcement,
}: {
  remaining: number;
  announcement: string;
}) {
  const urgent = remaining <= 60_000;
  return (
    <div>
      <span>剩余时间 </span>
      <Typography.Text
        strong
        type={urgent ? 'danger' : undefined}
        role="timer"
        aria-live="off"
        aria-label={spokenRemaining(remaining)}
        data-testid="exam-countdown"
        style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatRemaining(remaining)}
      </Typography.Text>
      <span
        role="status"
        aria-live="assertive"
        data-testid="exam-timer-announcement"
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {announcement}
      </span>
    </div>
  );
}
