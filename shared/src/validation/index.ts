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
export {
  charCount,
  hasControlCharacters,
  textMessages,
  validateText,
} from './text';
export {
  CODE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  validateCaptchaCode,
  validateConfirmPassword,
  validateImageCaptcha,
  validateNewPassword,
  validateOldPassword,
  validatePhone,
  validatePin,
  validateSmsCode,
  VALIDATION_MESSAGES,
} from './validators';
