import type { StudyStatus } from '@portal/shared/contracts';

export const STUDY_STATUS_TEXT: Record<StudyStatus, string> = {
  '0': '未学习',
  '1': '学习中',
  '2': '已学习',
};

export const STUDY_STATUS_COLOR: Record<StudyStatus, string> = {
  '0': 'default',
  '1': 'processing',
  '2': 'success',
};
