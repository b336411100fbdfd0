import type { ChecklistItem, ConditionState } from '@portal/shared/contracts';

/** How each state of a condition reads (text and antd Tag colour). */
export const CONDITION_STATES: Record<
  ConditionState,
  { text: string; color: string }
> = {
  DONE: { text: '已完成', color: 'success' },
  TODO: { text: '未完成', color: 'processing' },
  OVERDUE: { text: '已逾期', color: 'error' },
  LOCKED: { text: '未开放', color: 'default' },
  FAILED: { text: '未通过', color: 'error' },
};

/** '已完成 3/5 项结业条件'. */
export function checklistSummary(items: readonly ChecklistItem[]): string {
  const done = items.filter((i) => i.state === 'DONE').length;
  return `已完成 ${done}/${items.length} 项结业条件`;
}

/** Whether the condition still needs the learner and can be acted on. */
export function isActionable(item: ChecklistItem): boolean {
  return item.state === 'TODO';
}

/** Conditions before the exam that are not met yet. */
export function unmetBeforeExam(
  items: readonly ChecklistItem[],
): ChecklistItem[] {
  return items.filter((i) => i.key !== 'EXAM' && i.state !== 'DONE');
}

/** 'YYYY-MM-DD HH:mm' of a deadline, or 不限. */
export function deadlineText(deadline: string | null): string {
  return deadline ? deadline.slice(0, 16) : '不限';
}

/** Adds `?id=` to a path of the archive (tabs keep the class). */
export function archivePath(tab: string, tbtpId: string): string {
  return `/projectDetailCxda/${tab}?id=${encodeURIComponent(tbtpId)}`;
}
