import { PlanPage } from './plan-page';

/** /cultivate — 培训考试计划. */
export function CultivatePlanPage() {
  return <PlanPage family="cultivate" title="培训考试计划" />;
}
