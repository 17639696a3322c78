import type { ProductDetail } from '@crossbay/contract/catalog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenIdle, OnceOpened } from '#web/ui/opened-later.tsx';
import { loadPictureViewer, PictureViewer } from '#web/ui/picture-viewer.tsx';
// The row that snaps slide by slide is the home banners' own.
import snapRow from './banner-swiper.module.css';
import styles from './product-gallery.module.css';

type Props = {
  name: string;
  pictures: ProductDetail['pictures'];
  /** The picture to bring into view: the chosen spec's own (its colour), when it has one. */
  shown?: number | null;
};
type Picture = ProductDetail['pictures'][number];

const ZoomedPictures = lazyWhenIdle(async () => {
  const { Multi } = await loadPictureViewer();
  return (props: Omit<Parameters<typeof PictureViewer>[0], 'Multi'>) => (
    <PictureViewer Multi={Multi} {...props} />
  );
});

// The server keeps each picture large and as a thumbnail (320 px on its longer side, server/src/seed/seed.ts).
const THUMB_SIDE = 320;

function srcSetOf(picture: Picture): string {
  const large = `${picture.large} ${picture.width}w`;
  if (picture.thumb === picture.large) return large;
  const thumbWidth = Math.round((THUMB_SIDE * picture.width) / Math.max(picture.width, picture.height));
  return `${picture.thumb} ${thumbWidth}w, ${large}`;
}

/** Scrolls the row `track` to its slide `index`, right to left in a right-to-left page. */
function scrollToSlide(track: HTMLElement, index: number): void {
  const direction = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
  track.scrollTo({ left: direction * index * track.clientWidth, behavior: 'smooth' });
}

/**
 * The product's pictures side by side, in a row that snaps picture by picture under the finger (CSS scroll snapping:
 * no gesture or animation library on the product's page); a tap opens them full screen with pinch zoom.
 */
export function ProductGallery({ name, pictures, shown = null }: Props) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState<number | null>(null);
  const close = useCallback(() => setZoomed(null), []);
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown !== null && track.current) scrollToSlide(track.current, shown);
  }, [shown]);
  if (pictures.length === 0) return <div className={`${styles.root} ${styles.empty}`} aria-hidden="true" />;
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.min(pictures.length - 1, Math.round(Math.abs(element.scrollLeft) / element.clientWidth)));
  };
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={t('catalog.detail.pictures')}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so a keyboard can scroll it (WCAG 2.1.1) */}
      <div ref={track} className={snapRow.track} tabIndex={0} onScroll={onScroll}>
        {pictures.map((picture, index) => (
          <button
            key={picture.large}
            type="button"
            className={`${snapRow.slide} ${styles.slide}`}
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
        ))}
      </div>
      {/* A count is written as a fraction, left to right, in Arabic too ("1 / 3", not "3 / 1"). */}
      <span className={styles.count} aria-hidden="true" dir="ltr">
        {current + 1} / {pictures.length}
      </span>
      <OnceOpened open={zoomed !== null}>
        <ZoomedPictures
          images={pictures.map((picture) => picture.large)}
          visible={zoomed !== null}
          index={zoomed ?? 0}
          onClose={close}
        />
      </OnceOpened>
    </section>
  );
}
