/**
 * 调训申请 field rules and their messages. The mock backend checks the same
 * rules with the same messages (mock-server/src/routes/dispatch.ts; its test
 * compares both), so what the form says is what the server would answer.
 */

import { hasControlCharacters } from '@portal/shared/validation';

export interface DispatchInput {
  trainingName: string;
  organizer: string;
  location: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  /** As typed (a number or a numeric string). */
  hours: number | string | null | undefined;
  phone: string;
  reason: string;
}

export type DispatchField = keyof DispatchInput;

/** Checked in this order; the server answers the first failure. */
export const DISPATCH_FIELDS: readonly DispatchField[] = [
  'trainingName',
  'organizer',
  'location',
  'startDate',
  'endDate',
  'hours',
  'phone',
  'reason',
];

export const DISPATCH_LIMITS = {
  nameMax: 50,
  reasonMax: 500,
  hoursMin: 0.5,
  hoursMax: 200,
} as const;

export const DISPATCH_MESSAGES = {
  trainingName: {
    required: '请输入培训班名称',
    tooLong: `培训班名称不能超过${DISPATCH_LIMITS.nameMax}个字`,
    control: '培训班名称不能包含控制字符',
  },
  organizer: {
    required: '请输入主办单位',
    tooLong: `主办单位不能超过${DISPATCH_LIMITS.nameMax}个字`,
    control: '主办单位不能包含控制字符',
  },
  location: {
    required: '请输入培训地点',
    tooLong: `培训地点不能超过${DISPATCH_LIMITS.nameMax}个字`,
    control: '培训地点不能包含控制字符',
  },
  startDate: { required: '请选择开始日期', invalid: '开始日期格式不正确' },
  endDate: {
    required: '请选择结束日期',
    invalid: '结束日期格式不正确',
    beforeStart: '结束日期不能早于开始日期',
  },
  hours: {
    required: '请输入申请学时',
    invalid: `申请学时须为${DISPATCH_LIMITS.hoursMin}到${DISPATCH_LIMITS.hoursMax}之间的数字，以0.5为单位`,
  },
  phone: { required: '请输入联系电话', invalid: '请输入正确的手机号' },
  reason: {
    required: '请输入申请理由',
    tooLong: `申请理由不能超过${DISPATCH_LIMITS.reasonMax}个字`,
    control: '申请理由不能包含控制字符',
  },
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MOBILE = /^1[3-9]\d{9}$/;

function isDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Length in characters (a CJK character counts as one). */
function length(value: string): number {
  return [...value].length;
}

/** The message for one field, or undefined when it is fine. */
export function dispatchFieldError(
  field: DispatchField,
  input: Partial<Record<DispatchField, unknown>>,
): string | undefined {
  const value = input[field];
  switch (field) {
    case 'trainingName':
    case 'organizer':
    case 'location': {
      const v = text(value);
      if (!v) return DISPATCH_MESSAGES[field].required;
      if (length(v) > DISPATCH_LIMITS.nameMax)
        return DISPATCH_MESSAGES[field].tooLong;
      if (hasControlCharacters(v)) return DISPATCH_MESSAGES[field].control;
      return undefined;
    }
    case 'startDate': {
      const v = text(value);
      if (!v) return DISPATCH_MESSAGES.startDate.required;
      return isDate(v) ? undefined : DISPATCH_MESSAGES.startDate.invalid;
    }
    case 'endDate': {
      const v = text(value);
      if (!v) return DISPATCH_MESSAGES.endDate.required;
      if (!isDate(v)) return DISPATCH_MESSAGES.endDate.invalid;
      const start = text(input.startDate);
      if (isDate(start) && v < start)
        return DISPATCH_MESSAGES.endDate.beforeStart;
      return undefined;
    }
    case 'hours': {
      if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '')
      ) {
        return DISPATCH_MESSAGES.hours.required;
      }
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (
        !Number.isFinite(n) ||
        n < DISPATCH_LIMITS.hoursMin ||
        n > DISPATCH_LIMITS.hoursMax ||
        !Number.isInteger(n * 2)
      ) {
        return DISPATCH_MESSAGES.hours.invalid;
      }
      return undefined;
    }
    case 'phone': {
      const v = typeof value === 'number' ? String(value) : text(value);
      if (!v) return DISPATCH_MESSAGES.phone.required;
      return MOBILE.test(v) ? undefined : DISPATCH_MESSAGES.phone.invalid;
    }
    case 'reason': {
      const v = text(value);
      if (!v) return DISPATCH_MESSAGES.reason.required;
      if (length(v) > DISPATCH_LIMITS.reasonMax)
        return DISPATCH_MESSAGES.reason.tooLong;
      if (hasControlCharacters(v, { multiline: true }))
        return DISPATCH_MESSAGES.reason.control;
      return undefined;
    }
  }
}

/** Every field's message (only the failing fields). */
export function validateDispatch(
  input: Partial<Record<DispatchField, unknown>>,
): Partial<Record<DispatchField, string>> {
  const errors: Partial<Record<DispatchField, string>> = {};
  for (const field of DISPATCH_FIELDS) {
    const message = dispatchFieldError(field, input);
    if (message) errors[field] = message;
  }
  return errors;
}
