import {
  clearPortalConfigCache,
  clearToken,
  postLogout,
} from '@portal/shared/api';
import {
  projectConfigAtom,
  unreadLettersAtom,
  useAtomValue,
  userInfoAtom,
  useSetAtom,
} from '@portal/shared/state';
import { PasswordChangeForm } from '@portal/shared/password-change';
import {
  afterFeedbackShown,
  COMPACT_BELOW,
  PRIMARY_TOUCH_HEIGHT,
} from '@portal/shared/ui';
import { Alert, App, Skeleton } from 'antd';

/** Seed-spec 8/9: the session ends 1.5 s after 修改成功,请重新登录. */
const LOGOUT_DELAY_MS = 1500;

/**
 * The shared form's submit button is a primary action: 44 px tall where it
 * is tapped. App CSS outranks antd's (its styles sit in a cascade layer).
 */
const PASSWORD_TOUCH_CSS = `
@media (max-width: ${COMPACT_BELOW - 0.02}px) {
  .password-tab .ant-btn-primary { height: ${PRIMARY_TOUCH_HEIGHT}px; min-width: 120px; }
}
`;

/** The logout address that brings the browser back to /index. */
function logoutAddress(logoutUrl: string | undefined): string {
  if (!logoutUrl) return '/index';
  const url = new URL(logoutUrl, location.href);
  url.searchParams.set('redirect', `${location.origin}/index`);
  return url.href;
}

/**
 * 修改密码 (acativeId=8): the shell's password form (same validation, RSA
 * encryption and captcha); success signs the learner out like the forced
 * dialog does, so the new password is used at the next sign-in.
 */
export function PasswordTab() {
  const user = useAtomValue(userInfoAtom);
  const project = useAtomValue(projectConfigAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setUnread = useSetAtom(unreadLettersAtom);
  const { message } = App.useApp();
  if (!user || !project) return <Skeleton active />;
  if (!project.passwordPublicKey) {
    return <Alert type="error" showIcon title="暂时无法修改密码，请稍后重试" />;
  }
  const signOut = async () => {
    const address = logoutAddress(project.logoutUrl);
    await postLogout();
    clearToken();
    clearPortalConfigCache();
    sessionStorage.clear();
    setUnread(null);
    setUser(null);
    location.assign(address);
  };
  return (
    <section
      aria-label="修改密码"
      className="password-tab"
      style={{ maxWidth: 480 }}
    >
      <style>{PASSWORD_TOUCH_CSS}</style>
      <PasswordChangeForm
        publicKey={project.passwordPublicKey}
        idcardHash={user.idCardHash}
        onSuccess={(text) => {
          void message.success(text);
          afterFeedbackShown(LOGOUT_DELAY_MS, () => void signOut());
        }}
      />
    </section>
  );
}
