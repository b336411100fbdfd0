/**
 * Federated module `mf_exams/exam-runner` (exposed as './exam-runner').
 *
 * Contract (for mf-projects' graduation exam and any other host):
 * - `ExamRunner` renders the whole flow for one paper: its policy and the
 *   learner's attempts, a start button that respects the window and the
 *   attempt limit, the attempt (answers saved to the server as given and to
 *   localStorage, countdown to the server's deadline, auto-submit at zero,
 *   leave guard) and the result with the review the policy allows.
 * - Props: `ExamRunnerProps` of the module contract (@portal/shared/contracts,
 *   modules.ts; a host types the loaded module as `ExamRunnerModule`) —
 *   `paperId` (or `courseId` for a classroom test), `kinds?` (accepted
 *   kinds, e.g. ['GRADUATION']), `headingLevel?` (1 by default; 2 when the
 *   host page has its own h1), `backHref?` / `backLabel?` (a portal link
 *   under the result), `onSubmitted?(result)` (an `ExamRunnerResult`).
 * - The host renders it inside its React tree: React, react-dom, antd,
 *   jotai and @portal/shared are singletons, so it must sit under the
 *   portal's AppProviders (antd App for dialogs, the shared jotai store for
 *   the signed-in user). It does not use react-router; links go through
 *   history (navigateTo), so any host router works.
 * - Backend: the /api/exam/* endpoints of docs/api.md (list graduation
 *   papers with `listExam {family:'graduation', tbtpId}`).
 */
export { ExamRunner } from './features/exam-engine/exam-runner';
