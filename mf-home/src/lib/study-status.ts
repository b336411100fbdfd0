import type { StudyStatus } from '@portal/shared/contracts';

export const STUDY_STATUS_COLOR: Record<StudyStatus, string> = {
  '0': 'default',
  '1': 'processing',
  '2': 'success',
};
