/**
 * antd Form rules. The checks behind them, and every other rule both the
 * forms and the backend enforce, are the contract's
 * (@portal/shared/contracts).
 */
export {
  captchaCodeRules,
  confirmPasswordRules,
  imageCaptchaRules,
  newPasswordRules,
  oldPasswordRules,
  phoneRules,
  pinRules,
  revalidateConfirmWhenValid,
  ruleFrom,
  smsCodeRules,
} from './rules';
