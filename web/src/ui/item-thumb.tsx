import { PictureOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { classNames } from './class-names.ts';
import styles from './item-thumb.module.css';

/**
 * A product picture of a bag line or an order line; a drawn placeholder when it is missing or broken. Never its
 * screen's largest element, so it waits at low priority (docs/decisions/0077).
 */
export function ItemThumb({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={classNames(styles.root, className)} aria-hidden="true">
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" fetchPriority="low" onError={() => setBroken(true)} />
      ) : (
        <PictureOutline />
      )}
    </span>
  );
}
