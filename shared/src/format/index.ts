export {
  DEFAULT_DATE_PATTERN,
  formatDate,
  weekdayName,
  type DateInput,
} from './date';
export { isExternalLink, safeHref } from './link';
export { isValidNumber, NUMBER_MAX, NUMBER_MIN } from './number';
export { formatHours } from './hours';
