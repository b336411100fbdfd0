import { safeHref } from '@portal/shared/format';
import { useRemoteData } from '@portal/shared/hooks';
import { EmptyState } from '@portal/shared/ui';
import { Alert, Carousel, Skeleton } from 'antd';

import { fetchBanners } from './home.api';

export function BannerCarousel() {
  const banners = useRemoteData(fetchBanners);
  if (banners.status === 'loading')
    return <Skeleton.Node active style={{ width: '100%', height: 280 }} />;
  if (banners.status === 'error')
    return <Alert type="error" showIcon title={banners.message} />;
  if (banners.data.length === 0) return <EmptyState />;
  return (
    <section aria-label="轮播图">
      <Carousel
        autoplay
        autoplaySpeed={5000}
        dots={{ className: 'banner-dots' }}
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
                height: 280,
                objectFit: 'cover',
                display: 'block',
              }}
            />
          </a>
        ))}
      </Carousel>
    </section>
  );
}
