import type { CSSProperties, ReactNode } from 'react';
import { BORDER } from '@portal/shared/ui';

export type LabelTone = 'red' | 'blue' | 'default';

/** antd's preset Tag colours (text, background, border). */
const TONES: Record<LabelTone, CSSProperties> = {
  red: { color: '#cf1322', background: '#fff1f0', borderColor: '#ffa39e' },
  blue: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  default: {
    color: 'rgba(0, 0, 0, 0.88)',
    background: '#fafafa',
    borderColor: BORDER,
  },
};

/**
 * A short status word (置顶, 直播中) drawn as antd's Tag, in plain markup:
 * the home page is the first screen, and Tag is a later tier of the facade.
 */
export function Label({
  tone,
  children,
}: {
  tone: LabelTone;
  children: ReactNode;
}) {
  return (
    <span
      style={{
        display: 'inline-block',
        marginInlineEnd: 8,
        padding: '0 7px',
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        border: '1px solid',
        borderRadius: 4,
        ...TONES[tone],
      }}
    >
      {children}
    </span>
  );
}
