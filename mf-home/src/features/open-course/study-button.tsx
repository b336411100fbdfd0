import { useAtomValue, userInfoAtom } from '@portal/shared/state';
import { Button } from 'antd';

import { startStudy } from './open-links';

const LOGIN_TO_STUDY = '登录学习';
const ENTER_STUDY = '进入学习';

/**
 * The prominent button of an open page: 登录学习 for a visitor (sign in, then
 * come back to `studyPath`), 进入学习 for a signed-in learner.
 */
export function StudyButton({
  studyPath,
  block = false,
}: {
  studyPath: string;
  block?: boolean;
}) {
  const user = useAtomValue(userInfoAtom);
  const signedIn = Boolean(user?.id);
  return (
    <Button
      type="primary"
      size="large"
      block={block}
      style={{ minHeight: 48, fontSize: 17 }}
      onClick={() => startStudy(studyPath, signedIn)}
    >
      {signedIn ? ENTER_STUDY : LOGIN_TO_STUDY}
    </Button>
  );
}
