/**
 * 调训申请 (dispatch applications): the field rules and their messages.
 * The learning centre's form checks them as the learner types; the backend
 * answers the first failing field (in DISPATCH_FIELDS order) with 400 and
 * the same message.
 */
import { VALIDATION_MESSAGES, isMobilePhone } from './profile.rules';
import { textMessages, validateText } from './text.rules';

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

/** A checked application: text trimmed, hours a number. */
export type CheckedDispatch = Omit<DispatchInput, 'hours'> & { hours: number };

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

/** The free-text fields: their names in messages, their limits. */
const TEXT_FIELDS = {
  trainingName: { label: '培训班名称', max: DISPATCH_LIMITS.nameMax },
  organizer: { label: '主办单位', max: DISPATCH_LIMITS.nameMax },
  location: { label: '培训地点', max: DISPATCH_LIMITS.nameMax },
  reason: {
    label: '申请理由',
    max: DISPATCH_LIMITS.reasonMax,
    /** A reason may run over several lines. */
    multiline: true,
  },
} as const;

type TextField = keyof typeof TEXT_FIELDS;

function textFieldMessages(field: TextField) {
  const { label, max } = TEXT_FIELDS[field];
  return {
    required: textMessages.required(label),
    tooLong: textMessages.tooLong(label, max),
    control: textMessages.control(label),
  };
}

export const DISPATCH_MESSAGES = {
  trainingName: /*#__PURE__*/ textFieldMessages('trainingName'),
  organizer: /*#__PURE__*/ textFieldMessages('organizer'),
  location: /*#__PURE__*/ textFieldMessages('location'),
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
  phone: {
    required: '请输入联系电话',
    invalid: VALIDATION_MESSAGES.phoneInvalid,
  },
  reason: /*#__PURE__*/ textFieldMessages('reason'),
} as const;

/** A stored application: the backend's answer message and the form's toast. */
export const DISPATCH_SUBMITTED_MESSAGE = '申请已提交，请等待审核';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function phoneText(value: unknown): string {
  return typeof value === 'number' ? String(value) : text(value);
}

/** Blank hours (nothing typed). */
function hoursMissing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The hours as a number when they are 0.5–200 in steps of 0.5 (a number,
 * or a string of ASCII digits with an optional fraction), else undefined.
 */
export function dispatchHours(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) &&
    n >= DISPATCH_LIMITS.hoursMin &&
    n <= DISPATCH_LIMITS.hoursMax &&
    Number.isInteger(n * 2)
    ? n
    : undefined;
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
    case 'location':
    case 'reason':
      return (
        validateText(value, { ...TEXT_FIELDS[field], required: true }) ??
        undefined
      );
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
    case 'hours':
      if (hoursMissing(value)) return DISPATCH_MESSAGES.hours.required;
      return dispatchHours(value) === undefined
        ? DISPATCH_MESSAGES.hours.invalid
        : undefined;
    case 'phone': {
      const v = phoneText(value);
      if (!v) return DISPATCH_MESSAGES.phone.required;
      return isMobilePhone(v) ? undefined : DISPATCH_MESSAGES.phone.invalid;
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

/**
 * The application as the backend stores it (text trimmed, hours a number),
 * or the first failing field in DISPATCH_FIELDS order with its message.
 */
export function checkDispatch(
  input: Partial<Record<DispatchField, unknown>>,
):
  | { ok: true; value: CheckedDispatch }
  | { ok: false; field: DispatchField; message: string } {
  for (const field of DISPATCH_FIELDS) {
    const message = dispatchFieldError(field, input);
    if (message) return { ok: false, field, message };
  }
  return {
    ok: true,
    value: {
      trainingName: text(input.trainingName),
      organizer: text(input.organizer),
      location: text(input.location),
      startDate: text(input.startDate),
      endDate: text(input.endDate),
      hours: dispatchHours(input.hours) ?? 0,
      phone: phoneText(input.phone),
      reason: text(input.reason),
    },
  };
}
