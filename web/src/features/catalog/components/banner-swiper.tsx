import type { HomeBoard } from '@crossbay/contract/catalog';
import { Skeleton } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLocalPath } from '#web/session/return-path.ts';
import styles from './banner-swiper.module.css';

type Banner = HomeBoard['banners'][number];

const AUTOPLAY_MS = 5000;
// The server draws banners at one size (server/src/seed/seed.ts).
const BANNER_WIDTH = 960;
const BANNER_HEIGHT = 400;

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const navigate = useNavigate();
  const content = (
    <>
      {/* The first banner is the home screen's largest picture: fetched first, never lazily. */}
      <img
        src={banner.image}
        srcSet={`${banner.image} ${BANNER_WIDTH}w`}
        sizes="(min-width: 480px) 480px, 100vw"
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? 'sync' : 'async'}
      />
      <span className={styles.bannerText}>
        <strong className={styles.bannerTitle}>{banner.title}</strong>
        <span className={styles.bannerSubtitle}>{banner.subtitle}</span>
      </span>
    </>
  );
  // Only links inside the shop are followed; anything else stays a picture.
  if (banner.link && isLocalPath(banner.link)) {
    const to = banner.link;
    return (
      <button type="button" className={styles.banner} onClick={() => void navigate(to)}>
        {content}
      </button>
    );
  }
  return <div className={styles.banner}>{content}</div>;
}

/**
 * The home board's banners: a row that snaps slide by slide under the finger (CSS scroll snapping, no animation
 * library in the first load), moving on by itself every 5 s back to the first after the last, except while a
 * finger is on it, for a buyer who asked for reduced motion, or when the page is hidden.
 */
function useAutoplay(track: React.RefObject<HTMLDivElement | null>, count: number, current: number) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const element = track.current;
    if (!element || count < 2 || held) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setTimeout(() => {
      if (document.hidden) return;
      const next = (current + 1) % count;
      const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
      element.scrollTo({ left: direction * next * element.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [track, count, current, held]);
  return {
    onTouchStart: () => setHeld(true),
    onTouchEnd: () => setHeld(false),
    onPointerEnter: () => setHeld(true),
    onPointerLeave: () => setHeld(false),
  };
}

export function BannerSwiper({ banners, loading }: { banners: Banner[]; loading: boolean }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const hold = useAutoplay(track, banners.length, current);
  if (loading) return <Skeleton animated className={styles.bannerSkeleton} />;
  if (banners.length === 0) return null;
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.min(banners.length - 1, Math.round(Math.abs(element.scrollLeft) / element.clientWidth)));
  };
  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label={t('catalog.home.banners')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so a keyboard can scroll it (WCAG 2.1.1) */}
      <div ref={track} className={styles.track} tabIndex={0} onScroll={onScroll} {...hold}>
        {banners.map((banner, index) => (
          <div key={banner.id} className={styles.slide}>
            <BannerSlide banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span
              key={banner.id}
              className={index === current ? `${styles.dot} ${styles.dotCurrent}` : styles.dot}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
