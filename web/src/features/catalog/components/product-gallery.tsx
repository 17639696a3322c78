import type { ProductDetail } from '@crossbay/contract/catalog';
import { Swiper, type SwiperRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenIdle, OnceOpened } from '#web/ui/opened-later.tsx';
import { loadPictureViewer } from '#web/ui/picture-viewer.ts';
import styles from './product-gallery.module.css';

type Props = {
  name: string;
  pictures: ProductDetail['pictures'];
  /** The picture to bring into view: the chosen spec's own (its colour), when it has one. */
  shown?: number | null;
};
type Picture = ProductDetail['pictures'][number];

const ZoomedPictures = lazyWhenIdle(async () => (await loadPictureViewer()).Multi);

// The server keeps each picture large and as a thumbnail (320 px on its longer side, server/src/seed/seed.ts).
const THUMB_SIDE = 320;

function srcSetOf(picture: Picture): string {
  const large = `${picture.large} ${picture.width}w`;
  if (picture.thumb === picture.large) return large;
  const thumbWidth = Math.round((THUMB_SIDE * picture.width) / Math.max(picture.width, picture.height));
  return `${picture.thumb} ${thumbWidth}w, ${large}`;
}

/** The product's pictures side by side; a tap opens them full screen with pinch zoom. */
export function ProductGallery({ name, pictures, shown = null }: Props) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState<number | null>(null);
  const swiper = useRef<SwiperRef>(null);
  useEffect(() => {
    if (shown !== null) swiper.current?.swipeTo(shown);
  }, [shown]);
  if (pictures.length === 0) return <div className={`${styles.root} ${styles.empty}`} aria-hidden="true" />;
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={t('catalog.detail.pictures')}
    >
      <Swiper
        ref={swiper}
        indicator={(total, current) => (
          // A count is written as a fraction, left to right, in Arabic too ("1 / 3", not "3 / 1").
          <span className={styles.count} aria-hidden="true" dir="ltr">
            {current + 1} / {total}
          </span>
        )}
      >
        {pictures.map((picture, index) => (
          <Swiper.Item key={picture.large}>
            <button
              type="button"
              className={styles.slide}
              aria-label={t('catalog.detail.zoomPicture', { index: index + 1, total: pictures.length, name })}
              onClick={() => setZoomed(index)}
            >
              {/* The first picture is the page's largest: fetched first, never lazily. */}
              <img
                src={picture.large}
                srcSet={srcSetOf(picture)}
                sizes="(min-width: 480px) 480px, 100vw"
                alt=""
                width={picture.width}
                height={picture.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <OnceOpened open={zoomed !== null}>
        <ZoomedPictures
          images={pictures.map((picture) => picture.large)}
          visible={zoomed !== null}
          defaultIndex={zoomed ?? 0}
          onClose={() => setZoomed(null)}
        />
      </OnceOpened>
    </section>
  );
}
