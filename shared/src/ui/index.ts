export { AppProviders } from './app-providers';
export { AsyncView, type AsyncViewProps, LoadError } from './async-view';
export { afterFeedbackShown, useFeedback } from './feedback-provider';
export { EmptyState } from './empty-state';
export { prefersLessMotion } from './motion';
export { BUTTON_LABELS } from './labels';
export { navigateTo, PortalLink } from './portal-link';
export {
  REMOTE_UNAVAILABLE_TEXT,
  RemoteUnavailable,
} from './remote-unavailable';
export {
  StatusNotice,
  type StatusNoticeProps,
  type StatusTone,
} from './status-notice';
export {
  ACCENT_BLUE,
  ACCENT_BLUE_TEXT,
  ACCENT_RED,
  accentColor,
  accentTextColor,
  BORDER,
  BORDER_SUBTLE,
  tenantTheme,
  TEXT_SECONDARY,
} from './theme';
export {
  CaptchaButton,
  captchaSrc,
  useCaptcha,
  type Captcha,
} from './captcha/captcha-image';
export {
  BREAKPOINT_TOKENS,
  COMPACT_BELOW,
  PRIMARY_TOUCH_HEIGHT,
  TOUCH_TARGET,
  useCompactLayout,
  useNarrowLayout,
} from './responsive';
