/**
 * Online classes (网上专题班): the messages both sides show, and the
 * enrolment form (报名信息, /api/handleWsztbBm) with its sign-up code. The
 * form checks the fields; the backend answers the first failing one (in
 * ENROLMENT_FIELDS order) with 400 and the same message.
 */
import { validatePhone } from './profile.rules';
import { validateText } from './text.rules';

export const ENROLMENT_LIMITS = {
  nameMax: 20,
  orgNameMax: 50,
  positionMax: 30,
} as const;

/** The 400 for an unknown class; the pages send the caller to the error page on it. */
export const CLASS_NOT_FOUND = '班级不存在';

export const ENROLMENT_MESSAGES = {
  codeRequired: '请输入报名码',
  /** The backend's refusal, and what the pages show instead of the form. */
  classEnded: '班级已结束，不能报名',
} as const;

export type EnrolmentField = 'name' | 'orgName' | 'phone' | 'position';

/** Checked in this order; the server answers the first failure. */
export const ENROLMENT_FIELDS: readonly EnrolmentField[] = [
  'name',
  'orgName',
  'phone',
  'position',
];

/** One field of the form (text trimmed): the message, or null. */
export function enrolmentFieldError(
  field: EnrolmentField,
  value: unknown,
): string | null {
  switch (field) {
    case 'name':
      return validateText(value, {
        label: '姓名',
        max: ENROLMENT_LIMITS.nameMax,
        required: true,
      });
    case 'orgName':
      return validateText(value, {
        label: '工作单位',
        max: ENROLMENT_LIMITS.orgNameMax,
        required: true,
      });
    case 'phone':
      return validatePhone(value);
    case 'position':
      return validateText(value, {
        label: '职务',
        max: ENROLMENT_LIMITS.positionMax,
      });
  }
}

/** The first failing field's message, or null when the form may be sent. */
export function enrolmentFormError(
  input: Partial<Record<EnrolmentField, unknown>>,
): string | null {
  for (const field of ENROLMENT_FIELDS) {
    const message = enrolmentFieldError(field, input[field]);
    if (message) return message;
  }
  return null;
}

/** The sign-up code (trimmed): required. */
export function validateEnrolCode(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? null
    : ENROLMENT_MESSAGES.codeRequired;
}
