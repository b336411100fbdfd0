/**
 * Modules one app exposes to another through Module Federation, declared
 * once: the exposing app types its export with them, the loading app types
 * what it loads with them (never importing the other app at build time).
 * What every remote promises the shell (single-spa lifecycles, routes) is
 * in @portal/shared/types (remote-contract.ts).
 */
import type { UserInfo } from './profile';
import type { ExamKind } from './exams';
import type { ProjectConfig } from './site';

// ------------------------------------------------ mf_exams/exam-runner

/** mf-exams' container and the module its exam runner is exposed as. */
export const EXAM_RUNNER_REMOTE = 'mf_exams';
export const EXAM_RUNNER_MODULE = './exam-runner';

/** What the runner reports once an attempt is submitted. */
export interface ExamRunnerResult {
  attemptId: string;
  score: number;
  totalScore: number;
  passScore: number;
  passed: boolean;
  /** Submitted by the countdown at zero rather than by the learner. */
  autoSubmitted: boolean;
}

/**
 * Props of `ExamRunner`: the whole flow for one paper (policy and the
 * learner's attempts, a start button that respects the window and the
 * attempt limit, the attempt with countdown and auto-submit, the result
 * with the review the policy allows).
 */
export interface ExamRunnerProps {
  /** The paper to answer. */
  paperId?: string;
  /** Or the course whose classroom test to answer (随堂测试). */
  courseId?: string;
  /** Kinds of paper the host page accepts; another kind shows a notice. */
  kinds?: readonly ExamKind[];
  /** Level of the paper's title (1 on a page of its own). Default 1. */
  headingLevel?: 1 | 2;
  /** Link under the result (e.g. back to the class). */
  backHref?: string;
  backLabel?: string;
  /** Called once an attempt is submitted (by the learner or at zero). */
  onSubmitted?: (result: ExamRunnerResult) => void;
}

/**
 * The module exposed as './exam-runner'. `Component` is the host's
 * component type for ExamRunnerProps (React's ComponentType), left to the
 * apps so that the contract stays free of React.
 */
export interface ExamRunnerModule<Component> {
  ExamRunner: Component;
}

// --------------------------------------------- mf_admin_entry/entry

/** mf-admin-entry's container and the module the shell calls. */
export const ADMIN_ENTRY_REMOTE = 'mf_admin_entry';
export const ADMIN_ENTRY_MODULE = './entry';

/**
 * 'opened': the back office was opened in a new window; 'refused': not an
 * administrator; 'cancelled': a dialog was closed without signing in.
 * ('pending' is kept for older shells; it is no longer returned.)
 */
export type AdminEntryOutcome = 'opened' | 'refused' | 'pending' | 'cancelled';

export interface AdminEntryResult {
  outcome: AdminEntryOutcome;
  /** Never set by current builds: the remote shows its own messages. */
  message?: string;
}

/** A window opened before its address is known. */
export interface PendingWindow {
  /** Sends the window to `url`; without a window, this tab goes there. */
  go(url: string): void;
  /** Closes the window (the lookup failed); without one, does nothing. */
  close(): void;
  /**
   * Sends the window to `url` by a form POST of `fields` (an access token
   * must not travel in an address); without a window, this tab goes there.
   * Optional: a shell built before it passes windows without it.
   */
  post?(url: string, fields: Record<string, string>): void;
}

/**
 * The module exposed as './entry': the back-office entry the shell runs
 * when 管理员登录 is clicked. It shows every message and dialog itself and
 * resolves once done.
 *
 * `backOffice` is a window the shell opened in the click because the
 * remote's code was not loaded yet and `adminEntryStep` said the back
 * office opens at once: the entry sends it there, or closes it when it
 * decides otherwise. Without it the entry opens its own window (it is
 * called inside the click once its code is loaded).
 */
export interface AdminEntryModule {
  openAdminEntry: (
    user: UserInfo,
    project: ProjectConfig,
    backOffice?: PendingWindow,
  ) => Promise<AdminEntryResult>;
}
