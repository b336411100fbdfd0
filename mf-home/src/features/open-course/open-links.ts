import { loginAddress, redirectToLogin } from '@portal/shared/routing';
import { navigateTo } from '@portal/shared/ui';

/** Where a visitor who asked to study comes back after signing in. */
export function studyReturnAddress(
  studyPath: string,
  origin = window.location.origin,
): string {
  return new URL(studyPath, origin).href;
}

/**
 * 进入学习 / 登录学习: a signed-in learner goes to the study page; a visitor
 * goes to the login address, which brings them back to the study page. Before
 * the shell knows the login address (no project configuration), the visitor
 * is sent to the study page itself, whose guard asks them to sign in.
 */
export function startStudy(studyPath: string, signedIn: boolean): void {
  const returnTo = studyReturnAddress(studyPath);
  if (!signedIn && loginAddress(returnTo)) {
    redirectToLogin(returnTo);
    return;
  }
  navigateTo(studyPath);
}
