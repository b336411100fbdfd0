import {
  projectConfigAtom,
  useAtomValue,
  userInfoAtom,
} from '@portal/shared/state';
import { App, Button, Typography } from 'antd';

import { openAdminEntry } from '../entry';

/** The standalone page of this remote: one button that runs the entry. */
export function AdminEntryApp() {
  const user = useAtomValue(userInfoAtom);
  const project = useAtomValue(projectConfigAtom);
  const { message } = App.useApp();
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        后台入口（独立调试）
      </Typography.Title>
      <Button
        type="primary"
        disabled={!user || !project}
        onClick={async () => {
          if (!user || !project) return;
          const result = await openAdminEntry(user, project);
          if (result.message) void message.warning(result.message);
        }}
      >
        管理员登录
      </Button>
    </div>
  );
}
