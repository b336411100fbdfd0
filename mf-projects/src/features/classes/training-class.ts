import type { TrainingClass } from '@portal/shared/contracts';

export const STATUS_TEXT: Record<
  TrainingClass['status'],
  { text: string; color: string }
> = {
  NOT_STARTED: { text: '报名中', color: 'blue' },
  IN_PROGRESS: { text: '进行中', color: 'green' },
  ENDED: { text: '已结束', color: 'default' },
};

export const ENROLL_TEXT: Record<TrainingClass['enrollStatus'], string> = {
  NONE: '未报名',
  PENDING: '审核中',
  ENROLLED: '已报名',
};

export const MODE_TEXT: Record<TrainingClass['enrollMode'], string> = {
  OPEN: '自主报名',
  CODE: '报名码报名',
  ASSIGNED: '单位指定',
};
