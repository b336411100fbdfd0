import type { Banner } from '@portal/shared/contracts';
import { safeHref } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import { displayPrefsAtom, useAtomValue } from '@portal/shared/state';
import {
  AsyncView,
  BORDER,
  prefersLessMotion,
  TEXT_SECONDARY,
  TOUCH_TARGET,
} from '@portal/shared/ui';
import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';

import { useCompactLayout } from '../../lib/compact-layout';
import { fetchBanners } from './home.api';

/**
 * The banners are 1200×360 (10:3). Their height is CSS alone, known at the
 * first paint: 30 % of the window's width (about the whole 10:3 picture
 * when the banner spans a phone or a tablet), at most the 280 px of the
 * desk layout, where the picture is cropped to its middle.
 */
const BANNER_HEIGHT = 'min(30vw, 280px)';
/** The pager's row under the banner on a narrow screen (TOUCH_TARGET). */
const PAGER_BELOW = TOUCH_TARGET;
const AUTOPLAY_MS = 5000;

/**
 * One 24 px button per banner (a finger's target, WCAG 2.5.8): over the
 * banner's foot on a wide screen, below it on a narrow one.
 */
function BannerPager({
  banners,
  current,
  overlay,
  onPick,
}: {
  banners: Banner[];
  current: number;
  overlay: boolean;
  onPick: (index: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label="切换轮播图"
      style={{
        display: 'flex',
        justifyContent: 'center',
        gap: 4,
        ...(overlay && { position: 'absolute', insetInline: 0, bottom: 8 }),
      }}
    >
      {banners.map((banner, index) => (
        <button
          key={banner.id}
          type="button"
          aria-label={`第 ${index + 1} 张：${banner.title}`}
          aria-current={index === current}
          onClick={() => onPick(index)}
          style={{
            width: 32,
            height: TOUCH_TARGET,
            padding: 0,
            border: 0,
            background: 'transparent',
            cursor: 'pointer',
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <span
            aria-hidden
            style={{
              display: 'block',
              width: '100%',
              height: 4,
              borderRadius: 2,
              background: overlay
                ? `rgba(255, 255, 255, ${index === current ? 1 : 0.5})`
                : index === current
                  ? TEXT_SECONDARY
                  : BORDER,
              boxShadow: overlay ? '0 0 2px rgba(0, 0, 0, 0.4)' : undefined,
            }}
          />
        </button>
      ))}
    </div>
  );
}

/**
 * The banners in a row the browser scrolls and snaps, so a finger swipes
 * them natively; every 5 s the next one slides in, unless the pointer or
 * the keyboard focus is on the banner or the user asks for less motion.
 * Plain markup instead of antd's Carousel (react-slick, about 10 KB
 * compressed), since it is on the first screen.
 */
function BannerTrack({ banners }: { banners: Banner[] }) {
  const compact = useCompactLayout();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // 长者模式 switched on stops the carousel at once.
  const care = useAtomValue(displayPrefsAtom).care;

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const reduce = prefersLessMotion();
    element.scrollTo({
      left: index * element.clientWidth,
      behavior: reduce ? 'auto' : 'smooth',
    });
    setCurrent(index);
  };

  useEffect(() => {
    if (paused || banners.length < 2) return;
    if (prefersLessMotion()) return;
    const timer = setInterval(() => {
      const element = track.current;
      if (!element || element.clientWidth === 0) return;
      const now = Math.round(element.scrollLeft / element.clientWidth);
      show((now + 1) % banners.length);
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length, care]);

  return (
    <section
      aria-label="轮播图"
      aria-roledescription="carousel"
      style={{ position: 'relative' }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setPaused(true);
      }}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={track}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0)
            setCurrent(Math.round(element.scrollLeft / element.clientWidth));
        }}
        style={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          overscrollBehaviorX: 'contain',
        }}
      >
        {banners.map((banner, index) => (
          <a
            key={banner.id}
            href={safeHref(banner.linkUrl)}
            aria-label={banner.title}
            aria-roledescription="slide"
            style={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}
          >
            <img
              src={banner.imageUrl}
              alt={banner.title}
              // The first banner is the page's largest picture (its LCP).
              fetchPriority={index === 0 ? 'high' : 'low'}
              loading={index === 0 ? 'eager' : 'lazy'}
              style={{
                width: '100%',
                height: BANNER_HEIGHT,
                objectFit: 'cover',
                display: 'block',
              }}
            />
          </a>
        ))}
      </div>
      {banners.length > 1 && (
        <BannerPager
          banners={banners}
          current={current}
          overlay={!compact}
          onPick={show}
        />
      )}
    </section>
  );
}

export function BannerCarousel() {
  const banners = useRemoteData(fetchBanners, 'home:banners');
  const compact = useCompactLayout();
  return (
    <AsyncView
      data={banners}
      loading={
        // The banner's place and its pager's, so nothing below moves when
        // the pictures arrive (a block, so the width is the column's).
        <Skeleton.Node
          active
          styles={{
            root: {
              display: 'block',
              paddingBottom: compact ? PAGER_BELOW : 0,
            },
          }}
          style={{ width: '100%', height: BANNER_HEIGHT }}
        />
      }
    >
      {(items) => <BannerTrack banners={items} />}
    </AsyncView>
  );
}
