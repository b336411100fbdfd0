import { useEffect, useRef } from 'react';

/**
 * How long the pointer or the focus rests on a menu link before its page
 * is fetched: sweeping the pointer across the menu, or tabbing through it,
 * fetches nothing.
 */
export const LINK_INTENT_MS = 100;

/**
 * The handlers that tell `onLinkIntent` about a link the pointer or the
 * focus has rested on. One timer serves every link of a menu: moving on
 * to the next link starts it again.
 */
export function useLinkIntent(onLinkIntent?: (href: string) => void) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (href: string) => {
    const start = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => onLinkIntent?.(href),
        LINK_INTENT_MS,
      );
    };
    const stop = () => window.clearTimeout(timer.current);
    return {
      onMouseEnter: start,
      onFocus: start,
      onMouseLeave: stop,
      onBlur: stop,
    };
  };
}
