import type { HomeBoard } from '@crossbay/contract/catalog';
import { Skeleton, Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLocalPath } from '../../../session/return-path.ts';

type Banner = HomeBoard['banners'][number];

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const navigate = useNavigate();
  const content = (
    <>
      <img
        src={banner.image}
        alt=""
        width={960}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="banner__text">
        <strong className="banner__title">{banner.title}</strong>
        <span className="banner__subtitle">{banner.subtitle}</span>
      </span>
    </>
  );
  // Only links inside the shop are followed; anything else stays a picture.
  if (banner.link && isLocalPath(banner.link)) {
    const to = banner.link;
    return (
      <button type="button" className="banner" onClick={() => void navigate(to)}>
        {content}
      </button>
    );
  }
  return <div className="banner">{content}</div>;
}

export function BannerSwiper({ banners, loading }: { banners: Banner[]; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton animated className="banner-skeleton" />;
  if (banners.length === 0) return null;
  return (
    <section className="banner-swiper" aria-roledescription="carousel" aria-label={t('catalog.home.banners')}>
      <Swiper autoplay={banners.length > 1} loop={banners.length > 1} autoplayInterval={5000}>
        {banners.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <BannerSlide banner={banner} first={index === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
