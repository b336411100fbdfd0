import { safeHref } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState, TOUCH_TARGET } from '@portal/shared/ui';
import { Alert, Carousel, type CarouselRef, Skeleton } from 'antd';
import { useRef, useState } from 'react';

import { useCompactLayout } from '../layout/compact';
import { type Banner, fetchBanners } from './home.api';

/** The banners are 1200×360; a narrow screen shows all of each, scaled. */
const BANNER_RATIO = '10 / 3';

/**
 * antd's dots are 3 px tall, too small to tap: under 1024 px they give way
 * to a row of 24 px buttons below the banner.
 */
function BannerPager({
  banners,
  current,
  onPick,
}: {
  banners: Banner[];
  current: number;
  onPick: (index: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label="切换轮播图"
      style={{ display: 'flex', justifyContent: 'center', gap: 4 }}
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
              background: index === current ? '#595959' : '#d9d9d9',
            }}
          />
        </button>
      ))}
    </div>
  );
}

export function BannerCarousel() {
  const banners = useRemoteData(fetchBanners);
  const compact = useCompactLayout();
  const carousel = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);
  if (banners.status === 'loading')
    return (
      <Skeleton.Node
        active
        style={
          compact
            ? { width: '100%', height: 'auto', aspectRatio: BANNER_RATIO }
            : { width: '100%', height: 280 }
        }
      />
    );
  if (banners.status === 'error')
    return <Alert type="error" showIcon title={banners.message} />;
  if (banners.data.length === 0) return <EmptyState />;
  return (
    <section aria-label="轮播图">
      <Carousel
        ref={carousel}
        autoplay
        autoplaySpeed={5000}
        dots={compact ? false : { className: 'banner-dots' }}
        afterChange={setCurrent}
      >
        {banners.data.map((banner) => (
          <a
            key={banner.id}
            href={safeHref(banner.linkUrl)}
            aria-label={banner.title}
          >
            <img
              src={banner.imageUrl}
              alt={banner.title}
              style={{
                width: '100%',
                height: compact ? 'auto' : 280,
                aspectRatio: compact ? BANNER_RATIO : undefined,
                objectFit: 'cover',
                display: 'block',
              }}
            />
          </a>
        ))}
      </Carousel>
      {compact && banners.data.length > 1 && (
        <BannerPager
          banners={banners.data}
          current={current}
          onPick={(index) => carousel.current?.goTo(index)}
        />
      )}
    </section>
  );
}
