/**
 * The feedback form's own check: a type must be chosen (the backend files
 * feedback without one as 其他). Content and phone are the contract's rules
 * (home.rules.ts in @portal/shared/contracts), which the backend applies
 * too.
 */

const FEEDBACK_TYPE_REQUIRED = '请选择反馈类型';

export function validateFeedbackType(value: unknown): string | null {
  return typeof value === 'string' && value !== ''
    ? null
    : FEEDBACK_TYPE_REQUIRED;
}
