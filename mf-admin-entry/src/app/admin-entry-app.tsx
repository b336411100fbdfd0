import {
  projectConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { Button, Typography } from 'antd';

import { openAdminEntry } from '../entry';

/**
 * The standalone page of this remote: one button that runs the same entry
 * the shell calls (its dialogs and messages show in the entry's own root).
 */
export function AdminEntryApp() {
  const user = useAtomValue(userInfoAtom);
  const project = useAtomValue(projectConfigAtom);
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        后台入口（独立调试）
      </Typography.Title>
      <Button
        type="primary"
        disabled={!user || !project}
        onClick={() => {
          if (user && project) void openAdminEntry(user, project);
        }}
      >
        管理员登录
      </Button>
    </div>
  );
}
