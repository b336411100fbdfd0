import { validateFeedbackType } from './feedback-validation';

describe('validateFeedbackType', () => {
  it('needs a type', () => {
    expect(validateFeedbackType(undefined)).toBe('请选择反馈类型');
    expect(validateFeedbackType('HOURS')).toBeNull();
  });
});
