import { Alert } from 'antd';
import { useCallback, useState } from 'react';

interface Notice {
  id: number;
  text: string;
}

/** The latest message of a player; a new one remounts (and re-announces). */
export function useNotice(): {
  notice: Notice | null;
  show: (text: string) => void;
  clear: () => void;
} {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (text: string) =>
      setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text })),
    [],
  );
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

export function StudyNotice({
  notice,
  onClose,
}: {
  notice: Notice | null;
  onClose: () => void;
}) {
  if (!notice) return null;
  return (
    <Alert
      key={notice.id}
      type="warning"
      showIcon
      closable={{ 'aria-label': '关闭提示' }}
      onClose={onClose}
      title={notice.text}
      style={{ marginBottom: 12 }}
    />
  );
}
