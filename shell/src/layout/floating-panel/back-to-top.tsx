import { Button } from 'antd';
import { useEffect, useState } from 'react';

import { scrollToTop } from '../scroll';

export const BACK_TO_TOP_THRESHOLD = 200;
export const BACK_TO_TOP_STEP = 38;

/** Appears once the page has scrolled 200 px (seed-spec 2.2). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button block onClick={() => scrollToTop(BACK_TO_TOP_STEP)}>
      返回顶部
    </Button>
  );
}
