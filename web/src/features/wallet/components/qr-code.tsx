import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

/** A QR code drawn in the browser (no third-party service sees the address), as a data: image. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (current) setSrc(url);
      })
      .catch(() => {
        if (current) setSrc(null);
      });
    return () => {
      current = false;
    };
  }, [text]);
  return src ? (
    <img className={styles.root} src={src} alt={label} width={176} height={176} />
  ) : (
    <div className={`${styles.root} ${styles.pending}`} role="img" aria-label={label} />
  );
}
