import { PlanPage } from './plan-page';

/** /scheme — 巩固练习活动方案: mock and formal consolidation papers. */
export function SchemePage() {
  return <PlanPage family="consolidate" title="巩固练习活动方案" />;
}
