import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';

import { PRIMARY_TOUCH, useCompactLayout } from '../../lib/compact-layout';
import { toggleCollect } from './course-study.api';

export function CollectButton({
  courseId,
  collected,
  onChange,
}: {
  courseId: string;
  collected: boolean;
  onChange: (collected: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const compact = useCompactLayout();
  const toggle = async () => {
    setBusy(true);
    try {
      const result = await toggleCollect(courseId);
      onChange(result.isCollected);
    } catch {
      // The shared client has shown the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      aria-pressed={collected}
      icon={collected ? <StarFilled /> : <StarOutlined />}
      loading={busy}
      style={compact ? PRIMARY_TOUCH : undefined}
      onClick={() => void toggle()}
    >
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
