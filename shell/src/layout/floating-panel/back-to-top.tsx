import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { PRIMARY_TOUCH_HEIGHT } from '@portal/shared/ui';
import { Button } from 'antd';
import { useEffect, useState } from 'react';

import { scrollToTop } from '../scroll';

const BACK_TO_TOP_THRESHOLD = 200;
const BACK_TO_TOP_STEP = 38;

/** True once the page has scrolled past the threshold. */
function useScrolledDown(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD);
    // Reading scrollY lays the page out; while the page is being built, in
    // the next frame that layout is the one its paint needs anyway.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrolled;
}

/** Appears once the page has scrolled 200 px (seed-spec 2.2). */
export function BackToTop() {
  const visible = useScrolledDown();
  if (!visible) return null;
  return (
    <Button block onClick={() => scrollToTop(BACK_TO_TOP_STEP)}>
      返回顶部
    </Button>
  );
}

/**
 * Back to top on a small screen, where the panel is in a drawer: a small
 * round control in the bottom corner (at most 48 × 48, so it may sit over
 * the content), shown after 200 px of scroll.
 */
export function CornerBackToTop() {
  const visible = useScrolledDown();
  if (!visible) return null;
  return (
    <Button
      data-corner-control
      shape="circle"
      aria-label="返回顶部"
      icon={<VerticalAlignTopOutlined />}
      onClick={() => scrollToTop(BACK_TO_TOP_STEP)}
      style={{
        position: 'fixed',
        right: 12,
        bottom: 16,
        zIndex: 999,
        width: PRIMARY_TOUCH_HEIGHT,
        height: PRIMARY_TOUCH_HEIGHT,
        boxShadow: '0 2px 8px rgba(0,0,0,.2)',
      }}
    />
  );
}
