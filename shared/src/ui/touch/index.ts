/**
 * '@portal/shared/ui/touch': sizes that make forms and lists tappable on a
 * touch screen. Apart from '@portal/shared/ui' so that the shell's entry
 * does not carry the icon it draws.
 */
export {
  cardBody,
  OPTION_ROWS,
  optionRow,
  primaryTouch,
  touchClear,
  touchLink,
} from './touch';
