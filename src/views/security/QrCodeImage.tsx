import { useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';

const SIZE = 192;

/** The otpauth URL as a QR code (an SVG drawn in the browser by `qrcode`, loaded with the setup only). */
export function QrCodeImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async ({ default: QRCode }) => {
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return src === null ? (
    <Skeleton width={SIZE} height={SIZE} radius="md" aria-label={alt} role="img" />
  ) : (
    <img src={src} alt={alt} width={SIZE} height={SIZE} style={{ background: 'white', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }} data-testid="two-factor-qr" />
  );
}
