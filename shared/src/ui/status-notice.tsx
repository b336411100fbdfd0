import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

import { TEXT_SECONDARY } from './theme';

export type StatusTone = 'info' | 'warning' | 'error';

const TONES: Record<
  StatusTone,
  { icon: typeof InfoCircleFilled; color: string }
> = {
  info: { icon: InfoCircleFilled, color: '#1677ff' },
  warning: { icon: ExclamationCircleFilled, color: '#faad14' },
  error: { icon: CloseCircleFilled, color: '#ff4d4f' },
};

export interface StatusNoticeProps {
  tone: StatusTone;
  title: string;
  /** The title's heading level: 1 when the notice is the whole page. */
  level?: 1 | 2;
  detail?: ReactNode;
  /** A button or link that leads on (重试, 返回首页). */
  action?: ReactNode;
}

/**
 * A whole-area message (页面不存在, 服务暂不可用…) in plain markup, laid out
 * like antd's Result. The shell shows it when a download has failed, so it
 * must not need one: antd's Result, with its illustrations, is a later tier
 * of the antd facade.
 */
export function StatusNotice({
  tone,
  title,
  level = 2,
  detail,
  action,
}: StatusNoticeProps) {
  const { icon: Icon, color } = TONES[tone];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div style={{ padding: '48px 16px', textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 72, color }} />
      <Heading
        style={{
          margin: '24px 0 8px',
          fontSize: 24,
          lineHeight: 1.33,
          fontWeight: 400,
          color: 'rgba(0, 0, 0, 0.88)',
        }}
      >
        {title}
      </Heading>
      {detail && (
        <div style={{ fontSize: 14, lineHeight: 1.57, color: TEXT_SECONDARY }}>
          {detail}
        </div>
      )}
      {action && <div style={{ marginTop: 24 }}>{action}</div>}
    </div>
  );
}
