import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showPictures } from '#web/ui/picture-viewer.tsx';
import styles from './picture-strip.module.css';

/** Pictures a buyer sent (proof, certificate), small in a row; a tap opens them full size. */
export function PictureStrip({ urls, label }: { urls: string[]; label: string }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <ul className={styles.root} aria-label={label}>
      {urls.map((url, index) => (
        <li key={url}>
          <button
            type="button"
            className={styles.open}
            aria-label={t('afterSales.openPicture', { number: index + 1, count: urls.length })}
            onClick={() => showPictures(urls, index)}
          >
            <Image src={url} alt="" width={56} height={56} fit="cover" lazy />
          </button>
        </li>
      ))}
    </ul>
  );
}
