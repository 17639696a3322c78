import { PictureOutline } from 'antd-mobile-icons';
import { useState } from 'react';

/** A product picture of a bag line or an order line; a drawn placeholder when it is missing or broken. */
export function ItemThumb({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="item-thumb" aria-hidden="true">
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <PictureOutline />
      )}
    </span>
  );
}
