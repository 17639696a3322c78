import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

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
    <img className="wallet-qr" src={src} alt={label} width={176} height={176} />
  ) : (
    <div className="wallet-qr wallet-qr--pending" role="img" aria-label={label} />
  );
}
