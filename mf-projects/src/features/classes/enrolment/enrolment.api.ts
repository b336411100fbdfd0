import { post } from '@portal/shared/api';
import type { EnrolmentResult, Trainee } from '@portal/shared/contracts';

/** POST /api/getTrainee: the caller's trainee record (form prefill). */
export function fetchTrainee(): Promise<Trainee> {
  return post<Trainee>('getTrainee', {});
}

export interface EnrolmentForm {
  tbtpId: string;
  name: string;
  orgName: string;
  phone: string;
  position?: string;
  code?: string;
}

/** POST /api/handleWsztbBm; silent: the form shows the message. */
export function submitEnrolmentForm(
  form: EnrolmentForm,
): Promise<EnrolmentResult> {
  return post<EnrolmentResult>('handleWsztbBm', form, { silent: true });
}
